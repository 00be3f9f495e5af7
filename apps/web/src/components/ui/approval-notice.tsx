import { Trans } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';

export interface ApprovalNoticeProps {
  /** The id the place-order button's `aria-describedby` names. */
  id: string;
  /** What follows the approval, e.g. 'then you pay it by card from My Orders.' */
  then: string;
}

/**
 * Says before an order is placed that it will wait for a company admin's approval: it is above
 * what is left of the buyer's monthly spending limit (decision 132, `waitsForApproval`).
 */
export function ApprovalNotice({ id, then }: ApprovalNoticeProps) {
  return (
    <Alert variant="warning" className="small" id={id}>
      <Trans>
        <strong>This order needs approval by your company admin.</strong> It is above what is left
        of your monthly spending limit: it is placed and waits for their approval, {then}
      </Trans>
    </Alert>
  );
}
