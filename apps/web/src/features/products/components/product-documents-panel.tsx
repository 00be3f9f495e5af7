import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PRODUCT_DOCUMENT_KINDS,
  PRODUCT_DOCUMENT_LIMITS,
  PRODUCT_DOCUMENT_MESSAGES,
  type ProductDocument,
} from '@partline/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FileInput } from '@/components/ui/form/file-input';
import { QueryState } from '@/components/ui/query-state';
import { useConfirm } from '@/components/ui/use-confirm';
import { ApiError } from '@/lib/api-error';
import { useAddProductDocument } from '../api/add-product-document';
import { useProductPage } from '../api/get-product-page';
import { useRemoveProductDocument } from '../api/remove-product-document';
import { formatFileSize } from '../format-file-size';

type Kind = (typeof PRODUCT_DOCUMENT_KINDS)[number];
type Problems = Partial<Record<'file' | 'kind' | 'title', string>>;

/** Each kind of document (the shared `PRODUCT_DOCUMENT_KIND_LABELS`), in the reader's language. */
const KIND_LABELS: Record<Kind, MessageDescriptor> = {
  datasheet: msg`Datasheet`,
  manual: msg`Manual`,
  certificate: msg`Certificate`,
  drawing: msg`Drawing`,
  other: msg`Document`,
};

/**
 * The back office's "Documents" of a product (decision 318): its PDFs (title, kind, size) with
 * 'Remove' (asked for confirmation), and a form that attaches one with its kind and title. The
 * browser checks type and size first; the server judges the bytes.
 */
export function ProductDocumentsPanel({ productId }: { productId: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const maxMegabytes = format.number(PRODUCT_DOCUMENT_LIMITS.maxBytes / 1024 / 1024);
  const id = useId();
  const page = useProductPage(productId);
  const add = useAddProductDocument();
  const remove = useRemoveProductDocument();
  const removing = useConfirm<ProductDocument>();
  const fileInput = useRef<HTMLInputElement>(null);
  // A new key clears the file input and the name it shows once the document is attached.
  const [fileKey, setFileKey] = useState(0);
  const [kind, setKind] = useState<Kind>('datasheet');
  const [title, setTitle] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const removeName = ({ title: named }: ProductDocument) => t`Remove ${named}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    const found: Problems = {};
    if (!file) found.file = PRODUCT_DOCUMENT_MESSAGES.fileMissing;
    else if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) {
      found.file = PRODUCT_DOCUMENT_MESSAGES.notPdf;
    } else if (file.size > PRODUCT_DOCUMENT_LIMITS.maxBytes) {
      found.file = PRODUCT_DOCUMENT_MESSAGES.tooLarge;
    }
    if (title.trim() === '') found.title = PRODUCT_DOCUMENT_MESSAGES.titleRequired;
    else if (title.trim().length > PRODUCT_DOCUMENT_LIMITS.titleMaxChars) {
      found.title = PRODUCT_DOCUMENT_MESSAGES.titleTooLong;
    }
    setProblems(found);
    if (!file || Object.keys(found).length > 0) return;
    add.mutate(
      { productId, file, kind, title: title.trim() },
      {
        onSuccess: () => {
          toast.success(t`Document attached`);
          setTitle('');
          setFileKey((key) => key + 1);
        },
        onError: (error) => {
          const details = error instanceof ApiError ? error.details : undefined;
          if (details) {
            setProblems({
              file: details.file?.[0],
              kind: details.kind?.[0],
              title: details.title?.[0],
            });
          } else if (error instanceof ApiError && [413, 415].includes(error.status)) {
            setProblems({ file: error.message });
          } else {
            toast.error(text(error.message));
          }
        },
      },
    );
  };

  return (
    <Card className="mt-4">
      <Card.Body>
        <h2 className="h5">
          <Trans>Documents</Trans>
        </h2>
        <p className="text-body-secondary small">
          <Trans>
            Datasheets, manuals and certificates shown on the product&rsquo;s page, PDF up to{' '}
            {maxMegabytes} MB.
          </Trans>
        </p>
        <QueryState query={page} what={t`the documents`}>
          {(data) =>
            data.documents.length === 0 ? (
              <p className="text-body-secondary">
                <Trans>No documents yet.</Trans>
              </p>
            ) : (
              <ul className="list-group mb-3">
                {data.documents.map((document) => (
                  <li
                    key={document.id}
                    className="list-group-item d-flex flex-wrap align-items-center gap-2"
                  >
                    <a href={document.url} download={document.fileName} className="me-auto">
                      {document.title}
                    </a>
                    <span className="text-body-secondary small">
                      {i18n._(KIND_LABELS[document.kind])} ·{' '}
                      {formatFileSize(document.sizeBytes, i18n.locale)}
                    </span>
                    <Button
                      variant="outline-danger"
                      size="sm"
                      onClick={() => removing.ask(document)}
                      aria-label={removeName(document)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
        <Form noValidate aria-label={t`Attach a document`} onSubmit={onSubmit}>
          <div className="row g-2 align-items-start">
            <Form.Group className="col-md-5" controlId={`${id}-file`}>
              <Form.Label>
                <Trans>PDF file</Trans>
              </Form.Label>
              <FileInput
                key={fileKey}
                ref={fileInput}
                accept="application/pdf,.pdf"
                isInvalid={problems.file !== undefined}
              />
              <Form.Control.Feedback type="invalid">{text(problems.file)}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-md-3" controlId={`${id}-kind`}>
              <Form.Label>
                <Trans>Kind</Trans>
              </Form.Label>
              <Form.Select
                value={kind}
                onChange={(event) => setKind(event.target.value as Kind)}
                isInvalid={problems.kind !== undefined}
              >
                {PRODUCT_DOCUMENT_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {i18n._(KIND_LABELS[value])}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">{text(problems.kind)}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-md-4" controlId={`${id}-title`}>
              <Form.Label>
                <Trans>Title</Trans>
              </Form.Label>
              <Form.Control
                value={title}
                maxLength={PRODUCT_DOCUMENT_LIMITS.titleMaxChars}
                onChange={(event) => setTitle(event.target.value)}
                isInvalid={problems.title !== undefined}
              />
              <Form.Control.Feedback type="invalid">{text(problems.title)}</Form.Control.Feedback>
            </Form.Group>
          </div>
          <Button type="submit" className="mt-3" disabled={add.isPending}>
            {add.isPending ? t`Uploading…` : t`Attach document`}
          </Button>
        </Form>
      </Card.Body>
      <ConfirmDialog
        confirm={removing}
        title={t`Remove this document?`}
        confirmLabel={t`Remove document`}
        cancelLabel={t`Cancel`}
        pending={remove.isPending}
        onConfirm={(document) =>
          remove.mutate(
            { productId, documentId: document.id },
            {
              onSuccess: () => {
                toast.success(t`Document removed`);
                removing.close();
              },
              onError: (error) => toast.error(text(error.message)),
            },
          )
        }
      >
        {({ title: shown }) => (
          <p className="mb-0">
            <Trans>
              &ldquo;{shown}&rdquo; leaves the product&rsquo;s page and its file is deleted.
            </Trans>
          </p>
        )}
      </ConfirmDialog>
    </Card>
  );
}
