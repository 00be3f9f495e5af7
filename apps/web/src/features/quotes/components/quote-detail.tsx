import { Trans, useLingui } from '@lingui/react/macro';
import {
  QUOTE_MESSAGES,
  type AcceptQuoteInput,
  type AcceptQuoteResult,
  type CurrencyCode,
  type Address,
  type PaymentOption,
  type Quote,
  type QuoteLine,
} from '@partline/shared';
import { Fragment, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { useFormat } from '@/lib/i18n/format';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { type DataColumn, DataTable } from '@/components/ui/data-table';
import { Icon } from '@/components/ui/icon';
import type { OnAccountOffer } from '@/components/ui/form/payment-method-fieldset';
import { paths } from '@/config/paths';
import { toastOutcome } from '@/lib/toast-outcome';
import {
  downloadQuotePdf,
  downloadQuoteProforma,
  useAcceptQuote,
  useDeclineQuote,
} from '../api/decide-quote';
import { versionLabel } from '../version-label';
import { QuoteAcceptForm } from './quote-accept-form';
import { QuoteStatusBadge } from './quote-status-badge';
import { QuoteThread } from './quote-thread';
import { QuoteTimeline } from './quote-timeline';
import { Money } from '@/components/ui/money';
import { TaxTotals } from '@/components/ui/tax-totals';
import { OrderNumberLink } from '@/components/ui/order-number-link';

export interface QuoteDetailProps {
  quote: Quote;
  /** `buyer`: accept and decline; `shop`: the answer form (given as `answerForm`). */
  side: 'buyer' | 'shop';
  /** Called with what accepting placed (then its payment page opens, or My Orders on account). */
  onAccepted?: (result: AcceptQuoteResult) => void;
  /** The buyer's company when it has payment terms: accepting offers 'Pay on account'. */
  onAccount?: OnAccountOffer | undefined;
  /**
   * The installation's payment options: accepting offers bank transfer, and an answered quote
   * its proforma invoice, when it is offered (decision 315).
   */
  paymentOptions?: readonly PaymentOption[] | undefined;
  /** The buyer's address book (the default first), once read: accepting asks where to deliver. */
  addresses?: readonly Address[] | undefined;
  /** The shop's answer form, shown while the quote is open. */
  answerForm?: ReactNode;
}

/** The columns of a version's lines, its prices in the quote's `currency` (decision 327). */
function useLineColumns(currency: CurrencyCode): DataColumn<QuoteLine>[] {
  const { t } = useLingui();
  const format = useFormat();
  return [
    {
      header: t`Product`,
      kind: 'title',
      cell: (line) => (
        <>
          {line.productName} <span className="text-body-secondary">({line.sku})</span>
        </>
      ),
    },
    { header: t`Quantity`, align: 'end', cell: (line) => format.pieces(line.quantity) },
    {
      header: t`Unit price`,
      align: 'end',
      cell: (line) => <Money amount={line.unitPrice} currency={currency} />,
    },
    {
      header: t`Amount`,
      align: 'end',
      cell: (line) => <Money amount={line.lineTotal} currency={currency} />,
    },
  ];
}

/**
 * One quote (decisions 150–155): its latest version's lines and prices and validity, its VAT and SD
 * ({@link TaxTotals}; nothing for a version written before VAT was computed), the earlier
 * versions, the PDF, the timeline and the thread (where every message, the request's included,
 * is shown once); the buyer (or an admin of their company) accepts — to an address of their book,
 * with a PO number, by card or on account when the company has terms — or declines a priced
 * version, the shop answers with a new one.
 */
export function QuoteDetail({
  quote,
  side,
  onAccepted,
  onAccount,
  paymentOptions,
  addresses,
  answerForm,
}: QuoteDetailProps) {
  const { t } = useLingui();
  const format = useFormat();
  const buyerText = useBuyerText();
  const lineColumns = useLineColumns(quote.currency);
  const accept = useAcceptQuote();
  const decline = useDeclineQuote();
  const [downloading, setDownloading] = useState(false);
  const latest = quote.versions.at(-1);
  // Declining is an answer to a price: a request without one has nothing to decline yet.
  const priced = quote.status === 'quoted';
  const earlier = quote.versions.slice(0, -1).reverse();
  const validUntil = latest?.validUntil ? format.stamp(new Date(latest.validUntil)) : '';
  const latestLabel = latest ? versionLabel(latest.version) : '';

  const onAccept = (input: AcceptQuoteInput) =>
    accept.mutate(
      { id: quote._id, ...input, version: quote.currentVersion },
      {
        onSuccess: (result) => {
          toast.success(buyerText(QUOTE_MESSAGES.accepted));
          onAccepted?.(result);
        },
        onError: (error) => toast.error(buyerText(error.message)),
      },
    );
  const onDecline = () =>
    decline.mutate(quote._id, toastOutcome(buyerText(QUOTE_MESSAGES.declined)));
  const transferOffered =
    side === 'buyer' &&
    priced &&
    (paymentOptions?.some((option) => option.option === 'bank_transfer') ?? false);
  const download = (file: typeof downloadQuotePdf) => () => {
    setDownloading(true);
    file({ id: quote._id, number: quote.number })
      .catch((error: Error) => toast.error(buyerText(error.message)))
      .finally(() => setDownloading(false));
  };

  return (
    <div className="quote-detail d-flex flex-column gap-4">
      <Card>
        <Card.Body>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <QuoteStatusBadge status={quote.status} />
            <span className="text-body-secondary">
              {versionLabel(quote.currentVersion)}
              {side === 'shop' ? ` · ${quote.userName} (${quote.userEmail})` : ''}
            </span>
          </div>
          {latest?.validUntil ? (
            <p className="mb-2">
              <Trans>
                Valid until <strong>{validUntil}</strong>
              </Trans>
            </p>
          ) : (
            <p className="mb-2 text-body-secondary">
              <Trans>Waiting for the shop&apos;s prices.</Trans>
            </p>
          )}
          {latest ? (
            <DataTable
              label={t`Lines of the quote, ${latestLabel}`}
              columns={lineColumns}
              rows={latest.lines}
              rowKey={(line) => line.productId}
              footer={
                <tr>
                  <th scope="row" colSpan={3} className="text-end">
                    <Trans>Total</Trans>
                  </th>
                  <td className="data-table__end">
                    <strong className="quote-detail__total text-nowrap">
                      <Money amount={latest.totalPrice} currency={quote.currency} />
                    </strong>
                  </td>
                </tr>
              }
            />
          ) : null}
          {latest?.tax ? (
            <div className="mt-2">
              <TaxTotals tax={latest.tax} currency={quote.currency} />
            </div>
          ) : null}
          <div className="d-flex flex-wrap gap-2 mt-3">
            {side === 'buyer' && quote.canAccept && addresses && addresses.length > 0 ? (
              <QuoteAcceptForm
                version={quote.currentVersion}
                totalPrice={quote.totalPrice}
                currency={quote.currency}
                addresses={addresses}
                onAccount={onAccount}
                paymentOptions={paymentOptions}
                pending={accept.isPending}
                onAccept={onAccept}
              />
            ) : null}
            {side === 'buyer' && quote.canAccept && addresses?.length === 0 ? (
              <p className="w-100 mb-0">
                <Trans>
                  Add a delivery address to{' '}
                  <Link to={paths.dashboard.myProfile.getHref()}>your address book</Link> to accept
                  the quote.
                </Trans>
              </p>
            ) : null}
            {side === 'buyer' && priced ? (
              <Button variant="outline-danger" onClick={onDecline} disabled={decline.isPending}>
                <Trans>Decline</Trans>
              </Button>
            ) : null}
            {quote.orderId ? (
              <span className="align-self-center text-success">
                <Icon name="check" size={16} />{' '}
                {quote.orderNumber ? (
                  <>
                    <Trans>
                      Order <OrderNumberLink number={quote.orderNumber} />
                    </Trans>
                  </>
                ) : (
                  t`Ordered`
                )}
              </span>
            ) : null}
            <Button
              variant="outline-primary"
              onClick={download(downloadQuotePdf)}
              disabled={downloading}
            >
              <Icon name="download" size={16} className="me-1" />
              <Trans>Download PDF</Trans>
            </Button>
            {transferOffered ? (
              <Button
                variant="outline-primary"
                onClick={download(downloadQuoteProforma)}
                disabled={downloading}
              >
                <Icon name="download" size={16} className="me-1" />
                <Trans>Download proforma invoice</Trans>
              </Button>
            ) : null}
          </div>
        </Card.Body>
      </Card>
      {side === 'shop' && quote.status !== 'accepted' && quote.status !== 'declined'
        ? answerForm
        : null}
      {earlier.length > 0 ? (
        <section aria-labelledby="quote-versions-title">
          <h2 id="quote-versions-title" className="h5">
            <Trans>Earlier versions</Trans>
          </h2>
          <ul className="list-unstyled">
            {earlier.map((version) => (
              <li key={version.version} className="mb-1">
                {versionLabel(version.version)}:{' '}
                <Money amount={version.totalPrice} currency={quote.currency} /> —{' '}
                {version.lines.map((line, index) => (
                  <Fragment key={index}>
                    {index > 0 ? ', ' : null}
                    {format.pieces(line.quantity)} ×{' '}
                    <Money amount={line.unitPrice} currency={quote.currency} />
                  </Fragment>
                ))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="quote-timeline-title">
        <h2 id="quote-timeline-title" className="h5">
          <Trans>Timeline</Trans>
        </h2>
        <QuoteTimeline quote={quote} />
      </section>
      <QuoteThread quote={quote} />
    </div>
  );
}
