import { Trans } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';

export interface QueryErrorProps {
  /** What failed, for people: "We could not load the products." */
  message: string;
  /** Offers a "Try again" button when given. */
  onRetry?: () => void;
}

/** A failed read: an alert with the reason and an optional retry. */
export function QueryError({ message, onRetry }: QueryErrorProps) {
  return (
    <Alert
      variant="danger"
      className="d-flex flex-wrap align-items-center gap-3 justify-content-between"
    >
      <span>{message}</span>
      {onRetry ? (
        <Button variant="outline-danger" size="sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </Alert>
  );
}
