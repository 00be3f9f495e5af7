import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PriceListImport as ImportAnswer } from '@partline/shared';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { FileInput } from '@/components/ui/form/file-input';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { downloadPriceListCsv, useImportPriceList } from '../api/import-price-list';
import { usePriceList } from '../api/price-lists';
import { PriceListImportRows } from './price-list-import-rows';

export interface PriceListImportProps {
  priceListId: string;
  /** Where the list's own page is: the apply returns there. */
  priceListHref: string;
}

/**
 * A price list's CSV import (admin; decision 320): the admin chooses a file, which is checked (the
 * dry run) and shown row by row with the removals; "Apply" writes it, all or nothing, only when
 * no row has an error, then returns to the list with a toast.
 */
/** A checked file's counts: '3 to add, 1 to change, …'. */
function CheckSummary({ summary }: { summary: ImportAnswer['summary'] }) {
  const format = useFormat();
  const create = format.number(summary.create);
  const update = format.number(summary.update);
  const unchanged = format.number(summary.unchanged);
  const remove = format.number(summary.remove);
  const error = format.number(summary.error);
  return (
    <p>
      <Trans>
        {create} to add, {update} to change, {unchanged} unchanged, {remove} to remove, {error} with
        errors.
      </Trans>
    </p>
  );
}

export function PriceListImport({ priceListId, priceListHref }: PriceListImportProps) {
  const { t } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const navigate = useNavigate();
  const importing = useImportPriceList();
  // The list's currency: the prices of its file are amounts of it (decision 327).
  const list = usePriceList(priceListId);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportAnswer | null>(null);

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setChecked(null);
    importing.mutate(
      { priceListId, file, dryRun: true },
      { onSuccess: (answer) => setChecked(answer) },
    );
  };
  const apply = () => {
    if (!file) return;
    importing.mutate(
      { priceListId, file, dryRun: false },
      {
        onSuccess: (answer) => {
          const create = format.number(answer.summary.create);
          const update = format.number(answer.summary.update);
          const remove = format.number(answer.summary.remove);
          toast.success(
            t`Price list imported: ${create} added, ${update} changed, ${remove} removed`,
          );
          void navigate(priceListHref);
        },
      },
    );
  };
  const download = () => {
    downloadPriceListCsv(priceListId).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(error instanceof Error ? text(error.message) : t`The download failed`);
    });
  };

  return (
    <>
      <p>
        <Trans>
          The file is the list&apos;s whole entry table: columns{' '}
          <code className="text-body">sku</code>, <code className="text-body">min_quantity</code>,
          and <code className="text-body">unit_price</code> (Taka) or{' '}
          <code className="text-body">percent_off</code>. Entries the file lacks are removed.
        </Trans>{' '}
        <Button variant="link" className="p-0 align-baseline" onClick={download}>
          <Trans>Download current CSV</Trans>
        </Button>
      </p>
      <Form onSubmit={check} className="mb-4">
        <Form.Group controlId="price-list-file" className="mb-3">
          <Form.Label>
            <Trans>CSV file</Trans>
          </Form.Label>
          <FileInput
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setChecked(null);
              importing.reset();
            }}
          />
        </Form.Group>
        <SubmitButton pending={importing.isPending && !checked} disabled={!file}>
          <Trans>Check file</Trans>
        </SubmitButton>
      </Form>
      {importing.error ? (
        <Alert variant="danger" role="alert">
          {text(importing.error.message)}
        </Alert>
      ) : null}
      {checked ? (
        <section aria-label={t`Check result`}>
          <CheckSummary summary={checked.summary} />
          {checked.summary.error > 0 ? (
            <Alert variant="warning">
              <Trans>Correct the rows with errors and check the file again.</Trans>
            </Alert>
          ) : null}
          <PriceListImportRows answer={checked} currency={list.data?.currency ?? 'BDT'} />
          <Button
            onClick={apply}
            disabled={checked.summary.error > 0 || importing.isPending}
            className="mt-3"
          >
            <Trans>Apply</Trans>
          </Button>
        </section>
      ) : null}
    </>
  );
}
