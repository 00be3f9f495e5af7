import { TAX_NOTE_MESSAGES } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { Money } from '@/components/ui/money';
import { useFormat } from '@/lib/i18n/format';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { useDownloadTaxNote, useOrderTaxNotes } from '../api/get-tax-notes';

/**
 * The credit notes (Mushak-6.7) and debit notes (Mushak-6.8) of an order in its documents
 * (decision 310), each with its date, amount (in its `currency`, its invoice's; decision 327) and a
 * download of its PDF; nothing when there are none.
 */
export function TaxNotesBlock({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useSpecText();
  const notes = useOrderTaxNotes(orderId, true);
  const download = useDownloadTaxNote();
  if (!notes.data || notes.data.length === 0) return null;
  return (
    <li>
      <h3 className="h6 mb-1">{specText(TAX_NOTE_MESSAGES.creditNotes)}</h3>
      <ul className="list-unstyled mb-0 d-flex flex-column gap-1">
        {notes.data.map((note) => {
          const { number } = note;
          const issued = format.date(new Date(note.issuedAt));
          return (
            <li key={note._id}>
              <Trans>
                <span className="text-nowrap">{number}</span> of {issued}:
              </Trans>{' '}
              <Money
                amount={note.kind === 'credit' ? -note.total : note.total}
                currency={note.currency}
              />{' '}
              <span className="text-muted">({specText(note.reason)})</span>{' '}
              <Button
                variant="outline-primary"
                size="sm"
                disabled={download.isPending}
                aria-label={t`Download ${number}`}
                onClick={() =>
                  download.mutate(note, {
                    onError: (error) => toast.error(specText(error.message)),
                  })
                }
              >
                PDF
              </Button>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
