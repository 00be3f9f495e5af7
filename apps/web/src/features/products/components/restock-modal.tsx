import {
  formatPieces,
  formatQuantity,
  type Product,
  PRODUCT_MESSAGES,
  UpdateProductInputSchema,
} from '@partline/shared';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useRestockProduct } from '../api/restock-product';
import { FormField } from '@/components/ui/form/form-field';
import { submitCallbacks } from '@/components/ui/form/submit-callbacks';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { WHOLE_PIECES_INPUT } from '../product-form-inputs';

export interface RestockModalProps {
  show: boolean;
  /** The product to restock (kept while the modal fades out). */
  product: Product | null;
  onClose: () => void;
}

/**
 * Asks for a positive whole number of pieces and adds them to `product`'s stock
 * (`PUT /product/{id}` `{ restock }`) → 'Product Restocked Successfully'.
 */
export function RestockModal({ show, product, onClose }: RestockModalProps) {
  const form = useZodForm(UpdateProductInputSchema, { restock: '' });
  const { handleSubmit, reset } = form;
  const restockProduct = useRestockProduct();

  const close = () => {
    if (restockProduct.isPending) return;
    onClose();
  };

  const onSubmit = handleSubmit(({ restock }) => {
    if (!product || restock === undefined) return;
    restockProduct.mutate(
      { productId: product._id, restock },
      submitCallbacks({ saved: PRODUCT_MESSAGES.restocked, then: onClose }),
    );
  });

  return (
    <Modal
      show={show}
      onHide={close}
      onExited={() => reset({ restock: '' })}
      centered
      aria-labelledby="restock-modal-title"
    >
      <ZodForm form={form} label="Restock" onSubmit={onSubmit} pending={restockProduct.isPending}>
        <Modal.Header closeButton={!restockProduct.isPending}>
          <Modal.Title id="restock-modal-title" as="h2" className="h5 mb-0">
            Restock {product?.productName}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {product ? (
            <p className="text-muted">
              {formatPieces(product.availableQuantity)} in stock,{' '}
              {formatQuantity(product.heldQuantity)} held by paid orders.
            </p>
          ) : null}
          <FormField
            name="restock"
            id="restock-amount"
            label="Pieces to add"
            {...WHOLE_PIECES_INPUT}
            autoFocus
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={restockProduct.isPending}>
            Cancel
          </Button>
          <SubmitButton variant="primary">Restock</SubmitButton>
        </Modal.Footer>
      </ZodForm>
    </Modal>
  );
}
