import { Trans } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Shown to an admin instead of the purchase form (spec §6: admins do not place orders). */
export function AdminPurchaseNote() {
  return (
    <Alert variant="primary" className="purchase-admin-note">
      <Alert.Heading as="h2" className="h5">
        <Trans>Admins do not place orders</Trans>
      </Alert.Heading>
      <p className="mb-0">
        <Trans>
          You are signed in as an admin. Clients order from this page; you can follow their orders
          in <Link to={paths.dashboard.manageOrders.getHref()}>Manage Orders</Link>.
        </Trans>
      </p>
    </Alert>
  );
}
