import { parseSerialList } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFormat } from '@/lib/i18n/format';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { checkSerialEntry } from '../serial-entry-check';

export interface SerialEntryProps {
  /** The control's id; its count is `${id}-count`, its error `${id}-error`. */
  id: string;
  sku: string;
  /** Pieces of the line in this shipment: as many serials are needed. */
  pieces: number;
  /** The text typed, scanned or pasted so far. */
  value: string;
  /** The form's message for the entry (the schema's, or the API's at submit). */
  error: string | undefined;
  /** The text area's props (`register('serials.0')`). */
  textarea: UseFormRegisterReturn;
  /** Sets the text to `next` (a CSV read in). */
  onChange: (next: string) => void;
}

/**
 * A serial-tracked line's serial numbers in the ship dialog (decision 322): a text area a scanner
 * types into — one serial a line, its Enter starting the next — or a list is pasted into, and
 * 'Upload CSV' reading a file in the browser ({@link parseSerialList}) and adding its serials.
 * Under it, live: '3 of 5 serial numbers' and each serial given twice or not of a serial's form.
 */
export function SerialEntry({
  id,
  sku,
  pieces,
  value,
  error,
  textarea,
  onChange,
}: SerialEntryProps) {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useBackOfficeText();
  const file = useRef<HTMLInputElement>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const check = checkSerialEntry(value, pieces);
  const complete = check.problem === null;
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  const shown = error ?? fileProblem;
  const given = format.number(check.serials.length);
  const needed = format.number(pieces);

  const readFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      const serials = parseSerialList(await chosen.text());
      const kept = value.trim();
      onChange([kept, ...serials].filter(Boolean).join('\n'));
      const { name } = chosen;
      setFileProblem(serials.length === 0 ? t`${name} holds no serial numbers` : null);
    } catch {
      const { name } = chosen;
      setFileProblem(t`${name} could not be read`);
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className="serial-entry">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <label htmlFor={id} className="form-label small mb-0">
          <Trans>Serial numbers of {sku}, one per piece</Trans>
        </label>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => file.current?.click()}
          aria-describedby={`${id}-file-help`}
        >
          <Trans>Upload CSV</Trans>
        </Button>
        <input
          ref={file}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t`Serial numbers of ${sku} from a CSV file`}
          onChange={(event) => void readFile(event.target.files?.[0])}
        />
        <span id={`${id}-file-help`} className="visually-hidden">
          <Trans>A file of serial numbers, one a line or separated by commas</Trans>
        </span>
      </div>
      <Form.Control
        as="textarea"
        id={id}
        rows={Math.min(6, Math.max(3, pieces))}
        className="serial-entry__text font-monospace"
        spellCheck={false}
        autoCapitalize="characters"
        autoComplete="off"
        placeholder={t`Scan or type one serial number a line, or paste a list`}
        isInvalid={Boolean(shown)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={[shown ? errorId : null, countId].filter(Boolean).join(' ')}
        {...textarea}
      />
      {shown ? (
        <div id={errorId} className="invalid-feedback d-block">
          {specText(shown)}
        </div>
      ) : null}
      <p
        id={countId}
        className={`small mb-0 mt-1 ${complete ? 'text-success' : 'text-body-secondary'}`}
        aria-live="polite"
      >
        <Trans>
          {given} of {needed} serial numbers
        </Trans>
      </p>
      {check.repeated.length > 0 || check.malformed.length > 0 ? (
        <ul className="serial-entry__flags list-unstyled d-flex flex-wrap gap-1 mb-0 mt-1">
          {check.repeated.map((serial) => (
            <li key={`twice-${serial}`} className="serial-entry__flag">
              <Trans>Given twice:</Trans> <span className="font-monospace">{serial}</span>
            </li>
          ))}
          {check.malformed.map((serial) => (
            <li key={`form-${serial}`} className="serial-entry__flag">
              <Trans>Not a serial number:</Trans> <span className="font-monospace">{serial}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
