import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Said for a product id that does not exist or is no longer sold. */
export function ProductNotFound() {
  return (
    <Alert variant="warning">
      This product does not exist or is no longer sold.{' '}
      <Link to={paths.allProducts.getHref()}>See all products</Link>
    </Alert>
  );
}
