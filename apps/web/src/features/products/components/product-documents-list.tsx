import { PRODUCT_DOCUMENT_KIND_LABELS, type ProductDocument } from '@partline/shared';
import { formatFileSize } from '../format-file-size';

/** A product's downloads (decision 318): title, kind and size of each PDF. */
export function ProductDocumentsList({ documents }: { documents: readonly ProductDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <ul className="list-unstyled product-documents">
      {documents.map((document) => (
        <li key={document.id} className="product-documents__item">
          <a href={document.url} download={document.fileName}>
            {document.title}
          </a>{' '}
          <span className="text-body-secondary small">
            {PRODUCT_DOCUMENT_KIND_LABELS[document.kind]} · PDF,{' '}
            {formatFileSize(document.sizeBytes)}
          </span>
        </li>
      ))}
    </ul>
  );
}
