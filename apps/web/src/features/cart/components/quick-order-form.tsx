import { Trans, useLingui } from '@lingui/react/macro';
import { QUICK_ORDER_MAX_CHARS, type CartRowResult } from '@partline/shared';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import toast from 'react-hot-toast';
import { FileInput } from '@/components/ui/form/file-input';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { formattersFor } from '@/lib/i18n/format';
import { activeLocale } from '@/lib/i18n/i18n';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { useQuickOrder } from '../api/quick-order';

/**
 * Quick order (decision 128): paste rows of `SKU, quantity` or upload a CSV file; each row is
 * added (its line set to the quantity) or refused with its own message. The button is disabled
 * while a submit is on its way, and a second submit sets the same quantities again.
 */
export function QuickOrderForm() {
  const { t } = useLingui();
  const specText = useSpecText();
  const { number } = formattersFor(activeLocale());
  const [csv, setCsv] = useState('');
  const [results, setResults] = useState<CartRowResult[] | null>(null);
  const quickOrder = useQuickOrder();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setCsv((await file.text()).slice(0, QUICK_ORDER_MAX_CHARS));
  };

  return (
    <Card className="quick-order">
      <Card.Body>
        <h2 className="h5">
          <Trans>Quick order</Trans>
        </h2>
        <Form
          noValidate
          aria-label={t`Quick order`}
          onSubmit={(event) => {
            event.preventDefault();
            if (quickOrder.isPending) return;
            quickOrder.mutate(csv, {
              onSuccess: (answer) => {
                setResults(answer.results);
                const added = number(answer.results.filter((row) => row.added).length);
                const rows = number(answer.results.length);
                toast.success(t`${added} of ${rows} rows added to your cart`);
              },
              onError: (error) => toast.error(specText(error.message)),
            });
          }}
        >
          <Form.Group controlId="quick-order-csv" className="mb-2">
            <Form.Label>
              <Trans>Rows of SKU, quantity</Trans>
            </Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              value={csv}
              maxLength={QUICK_ORDER_MAX_CHARS}
              // eslint-disable-next-line lingui/no-unlocalized-strings -- SKUs and figures, no words
              placeholder={'PL-CPU-PX-9700, 50\nPL-MEM-MR5-16, 100'}
              onChange={(event) => setCsv(event.target.value)}
            />
          </Form.Group>
          <Form.Group controlId="quick-order-file" className="mb-3">
            <Form.Label className="small">
              <Trans>or upload a CSV file</Trans>
            </Form.Label>
            <FileInput
              size="sm"
              accept=".csv,text/csv,text/plain"
              onChange={(event) => void onFile(event.target.files?.[0])}
            />
          </Form.Group>
          <SubmitButton pending={quickOrder.isPending} disabled={csv.trim().length === 0}>
            <Trans>Add rows to cart</Trans>
          </SubmitButton>
        </Form>
        {results ? (
          <ul
            className="quick-order__results list-unstyled mt-3 mb-0"
            aria-label={t`Quick order rows`}
          >
            {results.map((row) => {
              const rowNumber = number(row.row);
              return (
                <li key={row.row} className={row.added ? 'text-success' : 'text-danger'}>
                  <Trans>Row {rowNumber}</Trans>
                  {row.sku ? ` (${row.sku})` : ''}: {specText(row.message)}
                </li>
              );
            })}
          </ul>
        ) : null}
      </Card.Body>
    </Card>
  );
}
