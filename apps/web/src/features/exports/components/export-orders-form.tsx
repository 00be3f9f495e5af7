import {
  addDays,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  OrdersExportQuerySchema,
  type OrdersExportQuery,
  shopDay,
} from '@partline/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { SelectOptions } from '@/components/ui/form/select-options';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { Icon } from '@/components/ui/icon';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { useDownloadOrdersCsv, type ExportProgress } from '../api/download-orders-csv';
import type { FieldSpecs } from '@/components/ui/form/field-specs';
import { FormFields } from '@/components/ui/form/form-field';
import { useFormat, type Formatters } from '@/lib/i18n/format';
import { useSpecText } from '@/lib/i18n/spec-texts';

/** Bytes received as the export shows them, in the reader's digits: '812 kB', '12.4 MB'. */
function formatReceived(bytes: number, { number }: Formatters): string {
  if (bytes < 1_000_000) return `${number(Math.round(bytes / 1000))} kB`;
  const tenths = Math.round(bytes / 100_000);
  const whole = number(Math.floor(tenths / 10));
  return tenths % 10 === 0 ? `${whole} MB` : `${whole}.${number(tenths % 10)} MB`;
}

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * 'Export CSV' on Manage Orders (docs/decisions/070-streamed-orders-csv.md): a status and a date range (shop days, Asia/Dhaka;
 * the last 30 days at first), checked with the API's own schema, then the file downloads, the
 * rows and bytes received shown as it streams in (written to disk as it comes where the browser
 * offers a save picker, decision 240).
 */
export function ExportOrdersForm() {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useSpecText();
  const fields = {
    status: {
      id: 'export-status',
      label: t`Status`,
      as: 'select',
      children: (
        <SelectOptions
          none={t`All statuses`}
          values={ORDER_STATUSES}
          labels={(status: OrderStatus) => specText(ORDER_STATUS_LABELS[status])}
        />
      ),
    },
    from: { id: 'export-from', label: t`From`, type: 'date' },
    to: { id: 'export-to', label: t`To`, type: 'date' },
  } satisfies FieldSpecs<OrdersExportQuery>;
  /** The progress line: 'Downloading… 12,345 rows, 2.1 MB received'. */
  const formatProgress = ({ rows, receivedBytes }: ExportProgress) => {
    const count = format.number(rows);
    const received = formatReceived(receivedBytes, format);
    return t`${plural(rows, { one: `Downloading… ${count} row, ${received} received`, other: `Downloading… ${count} rows, ${received} received` })}`;
  };
  const today = shopDay();
  const form = useZodForm(OrdersExportQuerySchema, {
    status: '',
    from: addDays(today, -29),
    to: today,
  });
  const download = useDownloadOrdersCsv();

  const onSubmit = form.handleSubmit((query) =>
    download.mutate(query, {
      onSuccess: (fileName) => toast.success(t`Downloaded ${fileName}`),
      onError: (error) => {
        // The user closed the save picker: nothing to report.
        if (cancelled(error)) return;
        setFieldErrors(error, ['status', 'from', 'to'], form.setError);
        // EXPORT_FAILED, in the reader's language, when the error has no message of its own.
        toast.error(
          error.message
            ? specText(error.message)
            : t`We could not export the orders. Please try again.`,
        );
      },
    }),
  );

  return (
    <ZodForm
      form={form}
      label={t`Export orders`}
      onSubmit={onSubmit}
      pending={download.isPending}
      className="export-orders"
    >
      <FormFields fields={fields} className="export-orders__field" />
      <SubmitButton
        variant="outline-primary"
        className="export-orders__submit"
        icon={<Icon name="download" size={16} className="me-2" />}
      >
        <Trans>Export CSV</Trans>
      </SubmitButton>
      {/* Read out politely as it grows: a year of orders streams for a while (decision 070). */}
      <p role="status" className="export-orders__progress">
        {download.progress === null ? null : formatProgress(download.progress)}
      </p>
    </ZodForm>
  );
}
