import type { ProductImport } from '@partline/shared';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  uploadProductImport,
  useApplyProductImport,
  useImportErrors,
  useProductImport,
} from '../api/product-imports';

const count = (n: number) => n.toLocaleString('en');

/** The counts of a checked import, as a definition list. */
function ImportSummary({ checked }: { checked: ProductImport }) {
  const figures: [string, number][] = [
    ['New products', checked.createRows],
    ['Changed or deleted', checked.updateRows],
    ['Unchanged', checked.unchangedRows],
    ['Rows with errors', checked.errorRows],
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
  const errors = useImportErrors(id, errorRows > 0);
  if (errorRows === 0) return null;
  const rows = errors.data?.items ?? [];
  return (
    <section aria-label="Rows with errors">
      <p>
        Correct {errorRows === 1 ? 'this row' : `these ${count(errorRows)} rows`} and import the
        file again: nothing was changed.
        {errorRows > rows.length && rows.length > 0 ? ` The first ${rows.length} are shown.` : ''}
      </p>
      <div className="table-responsive">
        <Table size="sm" striped className="import-products__errors">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">SKU</th>
              <th scope="col">Problems</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td className="text-break">{row.sku}</td>
                <td>
                  <ul className="list-unstyled mb-0">
                    {Object.entries(row.errors).map(([column, message]) => (
                      <li key={column}>
                        <code>{column}</code>: {message}
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
      .catch((error: Error) => setUploadError(error.message))
      .finally(() => setUploadPercent(null));
  };

  const uploading = uploadPercent !== null;
  const busy = uploading || imported?.status === 'reading' || apply.isPending;
  const changes = imported ? imported.createRows + imported.updateRows : 0;

  return (
    <div className="import-products">
      <Form onSubmit={onSubmit} className="import-products__choose" aria-label="Import products">
        <Form.Group controlId="import-file" className="mb-3">
          <Form.Label>CSV file</Form.Label>
          <Form.Control
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
          />
          <Form.Text>
            The columns of <strong>Export CSV</strong> on Manage Product; at most 50 MB. Nothing
            changes until you apply.
          </Form.Text>
        </Form.Group>
        <Button type="submit" variant="primary" disabled={!file || busy}>
          Upload and check
        </Button>
      </Form>

      {uploadError ? (
        <Alert variant="danger" className="mt-3">
          {uploadError}
        </Alert>
      ) : null}

      {uploading ? (
        <div className="mt-3" role="status">
          <p className="mb-1">Uploading… {uploadPercent} %</p>
          <ProgressBar now={uploadPercent} aria-label="Upload" />
        </div>
      ) : null}

      {current.isError ? (
        <Alert variant="danger" className="mt-3">
          {current.error.message}
        </Alert>
      ) : null}

      {imported?.status === 'reading' ? (
        <div className="mt-3" role="status">
          <p className="mb-1">
            Checking… {count(imported.processedRows)} of {count(imported.totalRows)} rows
          </p>
          <ProgressBar
            now={imported.totalRows ? (imported.processedRows / imported.totalRows) * 100 : 0}
            aria-label="Check"
          />
        </div>
      ) : null}

      {imported?.status === 'failed' ? (
        <Alert variant="danger" className="mt-3">
          <Alert.Heading as="h2" className="h6">
            {imported.fileName || 'The file'} could not be imported
          </Alert.Heading>
          {imported.failure}
        </Alert>
      ) : null}

      {imported?.status === 'checked' ? (
        <section className="mt-4" aria-label="Check result">
          <h2 className="h5">
            {imported.fileName || 'The file'}: {count(imported.totalRows)} rows checked
          </h2>
          <ImportSummary checked={imported} />
          <ImportErrors id={imported.id} errorRows={imported.errorRows} />
          {imported.errorRows === 0 && changes > 0 ? (
            <Button
              variant="primary"
              disabled={apply.isPending}
              onClick={() => apply.mutate(imported.id)}
            >
              Apply {count(changes)} {changes === 1 ? 'change' : 'changes'}
            </Button>
          ) : null}
          {imported.errorRows === 0 && changes === 0 ? (
            <p>Every row is as the catalog has it: there is nothing to apply.</p>
          ) : null}
          {apply.isError ? (
            <Alert variant="danger" className="mt-3">
              {apply.error.message}
            </Alert>
          ) : null}
        </section>
      ) : null}

      {imported?.status === 'applied' ? (
        <Alert variant="success" className="mt-4">
          <Alert.Heading as="h2" className="h6">
            Applied
          </Alert.Heading>
          <p className="mb-2">
            {count(imported.createRows)} new, {count(imported.updateRows)} changed or deleted.
          </p>
          <Link to={paths.dashboard.manageProduct.getHref()}>Go to Manage Product</Link>
        </Alert>
      ) : null}
    </div>
  );
}
