import { useBackOfficeText } from '@/lib/i18n/back-office-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Product, PRODUCT_MESSAGES, UpdateProductInputSchema } from '@partline/shared';
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
  const { t } = useLingui();
  const format = useFormat();
  const text = useBackOfficeText();
  const form = useZodForm(UpdateProductInputSchema, { restock: '' });
  const { handleSubmit, reset } = form;
  const restockProduct = useRestockProduct();

  const productName = product?.productName ?? '';
  const inStock = format.pieces(product?.availableQuantity ?? 0);
  const held = format.number(product?.heldQuantity ?? 0);
  const close = () => {
    if (restockProduct.isPending) return;
    onClose();
  };

  const onSubmit = handleSubmit(({ restock }) => {
    if (!product || restock === undefined) return;
    restockProduct.mutate(
      { productId: product._id, restock },
      submitCallbacks({ saved: text(PRODUCT_MESSAGES.restocked), then: onClose }),
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
      <ZodForm
        form={form}
        label={t`Restock`}
        onSubmit={onSubmit}
        pending={restockProduct.isPending}
      >
        <Modal.Header closeButton={!restockProduct.isPending}>
          <Modal.Title id="restock-modal-title" as="h2" className="h5 mb-0">
            <Trans>Restock {productName}</Trans>
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {product ? (
            <p className="text-muted">
              <Trans>
                {inStock} in stock, {held} held by paid orders.
              </Trans>
            </p>
          ) : null}
          <FormField
            name="restock"
            id="restock-amount"
            label={t`Pieces to add`}
            {...WHOLE_PIECES_INPUT}
            autoFocus
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close} disabled={restockProduct.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <SubmitButton variant="primary">
            <Trans>Restock</Trans>
          </SubmitButton>
        </Modal.Footer>
      </ZodForm>
    </Modal>
  );
}
