import { Trans } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Said for a product id that does not exist or is no longer sold. */
export function ProductNotFound() {
  return (
    <Alert variant="warning">
      <Trans>This product does not exist or is no longer sold.</Trans>{' '}
      <Link to={paths.allProducts.getHref()}>
        <Trans>See all products</Trans>
      </Link>
    </Alert>
  );
}
