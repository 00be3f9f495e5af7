import { plural } from '@lingui/core/macro';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProductImport } from '@partline/shared';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { FileInput } from '@/components/ui/form/file-input';
import { paths } from '@/config/paths';
import {
  uploadProductImport,
  useApplyProductImport,
  useImportErrors,
  useProductImport,
} from '../api/product-imports';

/** The counts of a checked import, as a definition list. */
function ImportSummary({ checked }: { checked: ProductImport }) {
  const { t } = useLingui();
  const { number: count } = useFormat();
  const figures: [string, number][] = [
    [t`New products`, checked.createRows],
    [t`Changed or deleted`, checked.updateRows],
    [t`Unchanged`, checked.unchangedRows],
    [t`Rows with errors`, checked.errorRows],
  ];
  return (
    <dl className="import-products__summary">
      {figures.map(([label, value]) => (
        <div key={label} className="import-products__figure">
          <dt>{label}</dt>
          <dd>{count(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The rows to correct: line, SKU and each column's message. */
function ImportErrors({ id, errorRows }: { id: string; errorRows: number }) {
  const { t } = useLingui();
  const { number: count } = useFormat();
  const text = useBackOfficeText();
  const errors = useImportErrors(id, errorRows > 0);
  if (errorRows === 0) return null;
  const rows = errors.data?.items ?? [];
  const errorCount = count(errorRows);
  const shown = count(rows.length);
  return (
    <section aria-label={t`Rows with errors`}>
      <p>
        {t`${plural(errorRows, { one: 'Correct this row and import the file again: nothing was changed.', other: `Correct these ${errorCount} rows and import the file again: nothing was changed.` })}`}
        {errorRows > rows.length && rows.length > 0 ? ` ${t`The first ${shown} are shown.`}` : ''}
      </p>
      <div className="table-responsive">
        <Table size="sm" striped className="import-products__errors">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Line</Trans>
              </th>
              <th scope="col">
                <Trans>SKU</Trans>
              </th>
              <th scope="col">
                <Trans>Problems</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line}>
                <td>{count(row.line)}</td>
                <td className="text-break">{row.sku}</td>
                <td>
                  <ul className="list-unstyled mb-0">
                    {Object.entries(row.errors).map(([column, message]) => (
                      <li key={column}>
                        <code>{column}</code>: {text(message)}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}

/**
 * Import Products (admin; decision 319): choose a CSV file, watch it upload and then its rows
 * being checked (the dry run, polled), read the summary and the rows to correct, and apply the
 * changes — all or nothing — when no row has an error.
 */
export function ImportProducts() {
  const { t } = useLingui();
  const { number: count } = useFormat();
  const text = useBackOfficeText();
  const [file, setFile] = useState<File | null>(null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | undefined>();
  const current = useProductImport(importId);
  const apply = useApplyProductImport();
  const imported = current.data;

  const reset = () => {
    setImportId(undefined);
    setUploadPercent(null);
    setUploadError(null);
    apply.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    reset();
    setUploadPercent(0);
    uploadProductImport(file, setUploadPercent)
      .then((started) => setImportId(started.id))
      .catch((error: Error) => setUploadError(text(error.message)))
      .finally(() => setUploadPercent(null));
  };

  const uploading = uploadPercent !== null;
  const busy = uploading || imported?.status === 'reading' || apply.isPending;
  const changes = imported ? imported.createRows + imported.updateRows : 0;
  const changeCount = count(changes);
  const uploadedPercent = count(uploadPercent ?? 0);
  const fileName = imported?.fileName || t`The file`;
  const processedRows = count(imported?.processedRows ?? 0);
  const totalRows = count(imported?.totalRows ?? 0);
  const createRows = count(imported?.createRows ?? 0);
  const updateRows = count(imported?.updateRows ?? 0);

  return (
    <div className="import-products">
      <Form onSubmit={onSubmit} className="import-products__choose" aria-label={t`Import products`}>
        <Form.Group controlId="import-file" className="mb-3">
          <Form.Label>
            <Trans>CSV file</Trans>
          </Form.Label>
          <FileInput
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Form.Text>
            <Trans>
              The columns of <strong>Export CSV</strong> on Manage Product; at most 50 MB. Nothing
              changes until you apply.
            </Trans>
          </Form.Text>
        </Form.Group>
        <Button type="submit" variant="primary" disabled={!file || busy}>
          <Trans>Upload and check</Trans>
        </Button>
      </Form>

      {uploadError ? (
        <Alert variant="danger" className="mt-3">
          {uploadError}
        </Alert>
      ) : null}

      {uploading ? (
        <div className="mt-3" role="status">
          <p className="mb-1">
            <Trans>Uploading… {uploadedPercent} %</Trans>
          </p>
          <ProgressBar now={uploadPercent} aria-label={t`Upload`} />
        </div>
      ) : null}

      {current.isError ? (
        <Alert variant="danger" className="mt-3">
          {text(current.error.message)}
        </Alert>
      ) : null}

      {imported?.status === 'reading' ? (
        <div className="mt-3" role="status">
          <p className="mb-1">
            <Trans>
              Checking… {processedRows} of {totalRows} rows
            </Trans>
          </p>
          <ProgressBar
            now={imported.totalRows ? (imported.processedRows / imported.totalRows) * 100 : 0}
            aria-label={t`Check`}
          />
        </div>
      ) : null}

      {imported?.status === 'failed' ? (
        <Alert variant="danger" className="mt-3">
          <Alert.Heading as="h2" className="h6">
            <Trans>{fileName} could not be imported</Trans>
          </Alert.Heading>
          {imported.failure ? text(imported.failure) : null}
        </Alert>
      ) : null}

      {imported?.status === 'checked' ? (
        <section className="mt-4" aria-label={t`Check result`}>
          <h2 className="h5">
            <Trans>
              {fileName}: {totalRows} rows checked
            </Trans>
          </h2>
          <ImportSummary checked={imported} />
          <ImportErrors id={imported.id} errorRows={imported.errorRows} />
          {imported.errorRows === 0 && changes > 0 ? (
            <Button
              variant="primary"
              disabled={apply.isPending}
              onClick={() => apply.mutate(imported.id)}
            >
              {t`${plural(changes, { one: `Apply ${changeCount} change`, other: `Apply ${changeCount} changes` })}`}
            </Button>
          ) : null}
          {imported.errorRows === 0 && changes === 0 ? (
            <p>
              <Trans>Every row is as the catalog has it: there is nothing to apply.</Trans>
            </p>
          ) : null}
          {apply.isError ? (
            <Alert variant="danger" className="mt-3">
              {text(apply.error.message)}
            </Alert>
          ) : null}
        </section>
      ) : null}

      {imported?.status === 'applied' ? (
        <Alert variant="success" className="mt-4">
          <Alert.Heading as="h2" className="h6">
            <Trans>Applied</Trans>
          </Alert.Heading>
          <p className="mb-2">
            <Trans>
              {createRows} new, {updateRows} changed or deleted.
            </Trans>
          </p>
          <Link to={paths.dashboard.manageProduct.getHref()}>
            <Trans>Go to Manage Product</Trans>
          </Link>
        </Alert>
      ) : null}
    </div>
  );
}
