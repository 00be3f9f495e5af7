import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDays,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  OrdersExportQuerySchema,
  shopDay,
  type OrdersExportQuery,
} from '@partline/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Icon } from '@/components/ui/icon';
import { ApiError } from '@/lib/api-error';
import { EXPORT_FAILED, useDownloadOrdersCsv } from '../api/download-orders-csv';

type ExportFormValues = z.input<typeof OrdersExportQuerySchema>;

/**
 * 'Export CSV' on Manage Orders (docs/decisions/070-streamed-orders-csv.md): a status and a date range (shop days, Asia/Dhaka;
 * the last 30 days at first), checked with the API's own schema, then the file downloads.
 */
export function ExportOrdersForm() {
  const today = shopDay();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ExportFormValues, unknown, OrdersExportQuery>({
    resolver: zodResolver(OrdersExportQuerySchema),
    defaultValues: { status: '', from: addDays(today, -29), to: today },
  });
  const download = useDownloadOrdersCsv();

  const onSubmit = handleSubmit((query) =>
    download.mutate(query, {
      onSuccess: (fileName) => toast.success(`Downloaded ${fileName}`),
      onError: (error) => {
        const details = error instanceof ApiError ? error.details : undefined;
        for (const field of ['status', 'from', 'to'] as const) {
          const message = details?.[field]?.[0];
          if (message) setError(field, { message });
        }
        toast.error(error.message || EXPORT_FAILED);
      },
    }),
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Export orders" className="export-orders">
      <Form.Group controlId="export-status" className="export-orders__field">
        <Form.Label>Status</Form.Label>
        <Form.Select isInvalid={Boolean(errors.status)} {...register('status')}>
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.status?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="export-from" className="export-orders__field">
        <Form.Label>From</Form.Label>
        <Form.Control type="date" isInvalid={Boolean(errors.from)} {...register('from')} />
        <Form.Control.Feedback type="invalid">{errors.from?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="export-to" className="export-orders__field">
        <Form.Label>To</Form.Label>
        <Form.Control type="date" isInvalid={Boolean(errors.to)} {...register('to')} />
        <Form.Control.Feedback type="invalid">{errors.to?.message}</Form.Control.Feedback>
      </Form.Group>
      <Button
        type="submit"
        variant="outline-primary"
        className="export-orders__submit"
        disabled={download.isPending}
      >
        {download.isPending ? (
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        ) : (
          <Icon name="download" size={16} className="me-2" />
        )}
        Export CSV
      </Button>
    </Form>
  );
}
