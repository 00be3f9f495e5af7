import {
  BASE_CURRENCY,
  callerPricing,
  CURRENCY_MESSAGES,
  parseGroupedNumber,
  buyableQuantity,
  ORDER_MESSAGES,
  PlaceOrderInputSchema,
  lineTotalFor,
  type CurrencyCode,
  type Product,
  unitPriceFor,
  validateQuantity,
} from '@partline/shared';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ApprovalNotice } from '@/components/ui/approval-notice';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { ApiError } from '@/lib/api-error';
import { usePlaceOrder } from '../api/place-order';
import { FormField } from '@/components/ui/form/form-field';
import { ADDRESS_INPUT, PHONE_INPUT } from '@/components/ui/form/inputs';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { Money } from '@/components/ui/money';
import { useFormat } from '@/lib/i18n/format';
import { useSpecText } from '@/lib/i18n/spec-texts';

const FIELDS = ['quantity', 'address', 'phoneNumber'] as const;

export interface PurchaseFormProps {
  product: Product;
  /** The signed-in client (spec §3: the e-mail comes from the auth state). */
  buyer: { name: string; email: string };
  /** Prefills from the profile; empty when the profile has none. */
  defaults: { address: string; phoneNumber: string };
  /** Called after the order has been placed (the toast has shown). */
  onPlaced: (orderId: string) => void;
  /**
   * A second action under 'Purchase' for the quantity typed, e.g. the cart's 'Add to cart'
   * (decision 125): gets the quantity, or `undefined` while it breaks the purchase rule.
   */
  cartAction?: (quantity: number | undefined) => ReactNode;
  /**
   * Whether an order of `total` Taka would wait for a company admin's approval
   * (`waitsForApproval` on the buyer's limit): says so before it is placed.
   */
  needsApproval?: (total: number) => boolean;
  /**
   * The currency the buyer's company is billed in (decision 327). The one-product order is placed
   * in Taka: a buyer billed in another currency is told to order through the cart, which prices
   * in it, and 'Purchase' is not offered (the API refuses it with the same words).
   */
  billedIn?: CurrencyCode | undefined;
}

/**
 * The purchase form of spec §2 and §5: name and e-mail (read-only), product, quantity (defaults to
 * the minimum order), address and phone (required: 'Please fill up correctly') and the live total
 * = unit price × quantity, the unit price being the tier price of the quantity (decision 120).
 * 'Minimum order is {minOrder}' below the minimum, 'Order in steps of {n} (…)' off the order
 * increment, 'Not Enough' above what is buyable (`validateQuantity`); the button is disabled on
 * any of them, or when nothing can be bought.
 */
export function PurchaseForm({
  product,
  buyer,
  defaults,
  onPlaced,
  cartAction,
  needsApproval,
  billedIn = BASE_CURRENCY,
}: PurchaseFormProps) {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useSpecText();
  const buyable = buyableQuantity(product);
  const minimum = format.pieces(product.minOrder);
  const step = format.pieces(product.orderIncrement);
  const available = format.pieces(buyable);
  const form = useZodForm(PlaceOrderInputSchema, {
    productId: product._id,
    quantity: product.minOrder,
    address: defaults.address,
    phoneNumber: defaults.phoneNumber,
  });
  const { register, handleSubmit, setError, control } = form;
  const placeOrder = usePlaceOrder();

  const rawQuantity = useWatch({ control, name: 'quantity' });
  const quantity = parseGroupedNumber(String(rawQuantity)) ?? Number.NaN;
  const outOfStock = buyable === 0;
  // Out of stock is said once, above the form, not as 'Not Enough' on every quantity.
  const ruleError = outOfStock ? null : (validateQuantity(product, quantity)?.message ?? null);
  const counted = !outOfStock && Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
  // The tier price of the quantity (decision 120) — the buyer's own price where a price list
  // gives them one (decision 320), in their billing currency (decision 327): the server prices
  // the order the same way, and the cart a buyer billed in another currency is sent to does too.
  const priced = callerPricing(product);
  const currency = product.yourPrice?.currency ?? BASE_CURRENCY;
  const unitPrice = unitPriceFor(priced, counted);
  const total = Number.isInteger(counted) ? lineTotalFor(priced, counted) : 0;
  const blocked = outOfStock || ruleError !== null;
  const throughCart = billedIn !== BASE_CURRENCY;
  const waits = !blocked && !throughCart && (needsApproval?.(total) ?? false);
  const countedPieces = format.pieces(counted);

  const onSubmit = handleSubmit(
    (input) => {
      placeOrder.mutate(input, {
        onSuccess: (orderId) => {
          toast.success(specText(ORDER_MESSAGES.placed));
          onPlaced(orderId);
        },
        onError: (error) => {
          const onField = setFieldErrors(error, FIELDS, setError);
          // 409 'Not Enough': stock changed since the page loaded.
          if (!onField && error instanceof ApiError && error.message === ORDER_MESSAGES.notEnough) {
            setError('quantity', { message: error.message });
          }
          if (!onField) toast.error(specText(error.message));
        },
      });
    },
    // Spec §8 lists 'Please fill up correctly' among the toasts too.
    (invalid) => {
      if (invalid.address || invalid.phoneNumber) {
        toast.error(specText(ORDER_MESSAGES.fillUpCorrectly));
      }
    },
  );

  return (
    <Card className="purchase-card">
      <Card.Body>
        <h2 className="purchase-card__title">
          <Trans>Order details</Trans>
        </h2>
        {outOfStock ? (
          <Alert
            variant="warning"
            className="purchase-card__out-of-stock"
            id="purchase-out-of-stock"
          >
            <Trans>
              <strong>Out Of the Stocks</strong> — this product cannot be ordered right now. Please
              check back after it has been restocked.
            </Trans>
          </Alert>
        ) : null}
        <ZodForm form={form} label={t`Purchase`} onSubmit={onSubmit} pending={placeOrder.isPending}>
          <input type="hidden" {...register('productId')} />
          <div className="row g-3">
            <Form.Group className="col-12 col-md-6" controlId="purchase-name">
              <Form.Label>
                <Trans>Name</Trans>
              </Form.Label>
              <Form.Control value={buyer.name} readOnly />
            </Form.Group>
            <Form.Group className="col-12 col-md-6" controlId="purchase-email">
              <Form.Label>
                <Trans>Email</Trans>
              </Form.Label>
              <Form.Control type="email" value={buyer.email} readOnly />
            </Form.Group>
            <Form.Group className="col-12" controlId="purchase-product">
              <Form.Label>
                <Trans>Product</Trans>
              </Form.Label>
              <Form.Control value={product.productName} readOnly />
            </Form.Group>
            <FormField
              name="quantity"
              id="purchase-quantity"
              className="col-12 col-md-6"
              label={t`Quantity`}
              type="number"
              inputMode="numeric"
              min={product.minOrder}
              max={buyable}
              step={product.orderIncrement}
              disabled={outOfStock}
              error={ruleError}
              help={
                outOfStock ? (
                  <Trans>Minimum {minimum} · none available</Trans>
                ) : product.orderIncrement > 1 ? (
                  <Trans>
                    Minimum {minimum} · in steps of {step} · up to {available} available
                  </Trans>
                ) : (
                  <Trans>
                    Minimum {minimum} · up to {available} available
                  </Trans>
                )
              }
            />
            <div className="col-12 col-md-6">
              <div className="purchase-total" aria-live="polite">
                <span className="purchase-total__label">
                  <Trans>Total</Trans>
                </span>
                <output className="purchase-total__value" htmlFor="purchase-quantity">
                  <Money amount={total} currency={currency} />
                </output>
                <span className="purchase-total__note">
                  <Trans>
                    <Money amount={unitPrice} currency={currency} /> per item × {countedPieces}
                  </Trans>
                </span>
              </div>
            </div>
            <FormField
              name="address"
              id="purchase-address"
              className="col-12"
              {...ADDRESS_INPUT}
              rows={2}
            />
            <FormField
              name="phoneNumber"
              id="purchase-phone"
              className="col-12 col-md-6"
              {...PHONE_INPUT}
            />
          </div>
          {waits ? (
            <div className="mt-4">
              <ApprovalNotice
                id="purchase-approval"
                then={t`then you pay it by card from My Orders.`}
              />
            </div>
          ) : null}
          {throughCart ? (
            <Alert variant="info" className="mt-4 mb-0" id="purchase-through-cart">
              {specText(CURRENCY_MESSAGES.orderThroughCart(billedIn))}
            </Alert>
          ) : (
            <SubmitButton
              variant="primary"
              size="lg"
              className={waits ? 'w-100' : 'w-100 mt-4'}
              disabled={blocked}
              aria-describedby={
                outOfStock ? 'purchase-out-of-stock' : waits ? 'purchase-approval' : undefined
              }
            >
              <Trans>Purchase</Trans>
            </SubmitButton>
          )}
          {cartAction ? (
            <div className="mt-2">{cartAction(blocked ? undefined : quantity)}</div>
          ) : null}
        </ZodForm>
      </Card.Body>
    </Card>
  );
}
