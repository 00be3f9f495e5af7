import {
  addDays,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  OrdersExportQuerySchema,
  type OrdersExportQuery,
  shopDay,
} from '@partline/shared';
import toast from 'react-hot-toast';
import { SelectOptions } from '@/components/ui/form/select-options';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { Icon } from '@/components/ui/icon';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import {
  EXPORT_FAILED,
  useDownloadOrdersCsv,
  type ExportProgress,
} from '../api/download-orders-csv';
import type { FieldSpecs } from '@/components/ui/form/field-specs';
import { FormFields } from '@/components/ui/form/form-field';

/** Bytes received as the export shows them: '812 kB', '12.4 MB'. */
function formatReceived(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000).toLocaleString('en')} kB`;
  return `${(bytes / 1_000_000).toLocaleString('en', { maximumFractionDigits: 1 })} MB`;
}

/** The progress line: 'Downloading… 12,345 rows, 2.1 MB received'. */
function formatProgress({ rows, receivedBytes }: ExportProgress): string {
  const lines = `${rows.toLocaleString('en')} ${rows === 1 ? 'row' : 'rows'}`;
  return `Downloading… ${lines}, ${formatReceived(receivedBytes)} received`;
}

const FIELDS = {
  status: {
    id: 'export-status',
    label: 'Status',
    as: 'select',
    children: (
      <SelectOptions none="All statuses" values={ORDER_STATUSES} labels={ORDER_STATUS_LABELS} />
    ),
  },
  from: { id: 'export-from', label: 'From', type: 'date' },
  to: { id: 'export-to', label: 'To', type: 'date' },
} satisfies FieldSpecs<OrdersExportQuery>;

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * 'Export CSV' on Manage Orders (docs/decisions/070-streamed-orders-csv.md): a status and a date range (shop days, Asia/Dhaka;
 * the last 30 days at first), checked with the API's own schema, then the file downloads, the
 * rows and bytes received shown as it streams in (written to disk as it comes where the browser
 * offers a save picker, decision 240).
 */
export function ExportOrdersForm() {
  const today = shopDay();
  const form = useZodForm(OrdersExportQuerySchema, {
    status: '',
    from: addDays(today, -29),
    to: today,
  });
  const download = useDownloadOrdersCsv();

  const onSubmit = form.handleSubmit((query) =>
    download.mutate(query, {
      onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`),
      onError: (error) => {
        // The user closed the save picker: nothing to report.
        if (cancelled(error)) return;
        setFieldErrors(error, ['status', 'from', 'to'], form.setError);
        toast.error(error.message || EXPORT_FAILED);
      },
    }),
  );

  return (
    <ZodForm
      form={form}
      label="Export orders"
      onSubmit={onSubmit}
      pending={download.isPending}
      className="export-orders"
    >
      <FormFields fields={FIELDS} className="export-orders__field" />
      <SubmitButton
        variant="outline-primary"
        className="export-orders__submit"
        icon={<Icon name="download" size={16} className="me-2" />}
      >
        Export CSV
      </SubmitButton>
      {/* Read out politely as it grows: a year of orders streams for a while (decision 070). */}
      <p role="status" className="export-orders__progress">
        {download.progress === null ? null : formatProgress(download.progress)}
      </p>
    </ZodForm>
  );
}
