import type { ProductDocument, ProductDocumentKind } from '@partline/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatFileSize } from '../format-file-size';

/** Each kind of document as the page names it (the shared `PRODUCT_DOCUMENT_KIND_LABELS`). */
const KIND_LABELS: Record<ProductDocumentKind, MessageDescriptor> = {
  datasheet: msg`Datasheet`,
  manual: msg`Manual`,
  certificate: msg`Certificate`,
  drawing: msg`Drawing`,
  other: msg`Document`,
};

/** A product's downloads (decision 318): title, kind and size of each PDF. */
export function ProductDocumentsList({ documents }: { documents: readonly ProductDocument[] }) {
  const { i18n } = useLingui();
  if (documents.length === 0) return null;
  return (
    <ul className="list-unstyled product-documents">
      {documents.map((document) => (
        <li key={document.id} className="product-documents__item">
          <a href={document.url} download={document.fileName}>
            {document.title}
          </a>{' '}
          <span className="text-body-secondary small">
            {i18n._(KIND_LABELS[document.kind])} · PDF,{' '}
            {formatFileSize(document.sizeBytes, i18n.locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}
