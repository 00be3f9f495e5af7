import { formatShopDate, TAX_NOTE_MESSAGES } from '@partline/shared';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { Money } from '@/components/ui/money';
import { useDownloadTaxNote, useOrderTaxNotes } from '../api/get-tax-notes';

/**
 * The credit notes (Mushak-6.7) and debit notes (Mushak-6.8) of an order in its documents
 * (decision 310), each with its date, amount and a download of its PDF; nothing when there are none.
 */
export function TaxNotesBlock({ orderId }: { orderId: string }) {
  const notes = useOrderTaxNotes(orderId, true);
  const download = useDownloadTaxNote();
  if (!notes.data || notes.data.length === 0) return null;
  return (
    <li>
      <h3 className="h6 mb-1">{TAX_NOTE_MESSAGES.creditNotes}</h3>
      <ul className="list-unstyled mb-0 d-flex flex-column gap-1">
        {notes.data.map((note) => (
          <li key={note._id}>
            <span className="text-nowrap">{note.number}</span> of{' '}
            {formatShopDate(new Date(note.issuedAt))}:{' '}
            <Money taka={note.kind === 'credit' ? -note.total : note.total} />{' '}
            <span className="text-muted">({note.reason})</span>{' '}
            <Button
              variant="outline-primary"
              size="sm"
              disabled={download.isPending}
              aria-label={TAX_NOTE_MESSAGES.download(note.number)}
              onClick={() =>
                download.mutate(note, { onError: (error) => toast.error(error.message) })
              }
            >
              PDF
            </Button>
          </li>
        ))}
      </ul>
    </li>
  );
}
