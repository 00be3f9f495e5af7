import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type ReturnStatus,
  type ReturnSummary,
} from '@partline/shared';

/** One step a return has taken: its status and when. */
export interface ReturnStep {
  status: ReturnStatus;
  label: string;
  /** ISO 8601. */
  at: string;
}

/**
 * The steps a return has taken (decision 322), oldest first: requested, then approved or rejected,
 * received and resolved — each once it happened.
 */
export function returnSteps(
  returnRequest: Pick<
    ReturnSummary,
    'status' | 'createdAt' | 'decidedAt' | 'receivedAt' | 'resolvedAt'
  >,
): ReturnStep[] {
  const decided: ReturnStatus = returnRequest.status === 'rejected' ? 'rejected' : 'approved';
  const steps: [ReturnStatus, string | null][] = [
    ['requested', returnRequest.createdAt],
    [decided, returnRequest.decidedAt],
    ['received', returnRequest.receivedAt],
    ['resolved', returnRequest.resolvedAt],
  ];
  return steps.flatMap(([status, at]) =>
    at ? [{ status, label: RETURN_STATUS_LABELS[status], at }] : [],
  );
}

/** A return's steps as an order's timeline names them: `RMA-2026-000001 requested`. */
export function orderReturnSteps(returns: readonly ReturnSummary[]) {
  return returns.flatMap((returnRequest) =>
    returnSteps(returnRequest).map((step) => ({
      id: `return-${returnRequest.number}-${step.status}`,
      label: `Return ${returnRequest.number} ${step.label.toLowerCase()}`,
      at: step.at,
      ...(step.status === 'requested' ? { note: RETURN_REASON_LABELS[returnRequest.reason] } : {}),
    })),
  );
}

/** Whole days from `since` (ISO 8601) to `now`: a return's age. */
export function ageInDays(since: string, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / 86_400_000));
}
