import { parseGroupedNumber, type Cart, type CartLine, type CurrencyCode } from '@partline/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import toast from 'react-hot-toast';
import { useUpdateCartLine } from '../api/update-cart-line';
import { Money } from '@/components/ui/money';
import { TaxTotals } from '@/components/ui/tax-totals';
import { useFormat, type Formatters } from '@/lib/i18n/format';
import { useSpecText } from '@/lib/i18n/spec-texts';

/** The tier table of a line: `100+ Tk. 1,450 · 500+ Tk. 1,380`. */
function tierText(line: CartLine, currency: CurrencyCode, format: Formatters): string {
  return line.priceTiers
    .map(
      (tier) =>
        `${format.tierQuantity(tier.minQuantity)} ${format.money(tier.unitPrice, currency)}`,
    )
    .join(' · ');
}

/**
 * One line: product, SKU, quantity input, tier price, line total, its problem, Remove. A line
 * priced by the buyer's price list shows "Your price" with the list price struck through beside
 * it, and the list's name (decision 320).
 */
function CartLineRow({ line, currency }: { line: CartLine; currency: CurrencyCode }) {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useSpecText();
  const update = useUpdateCartLine();
  const name = line.productName;
  const priceList = line.priceList;
  const backordered = format.number(line.backordered ?? 0);
  const expected = line.backorderAvailableOn ? format.calendarDay(line.backorderAvailableOn) : null;
  const [draft, setDraft] = useState(String(line.quantity));
  const inputId = `cart-quantity-${line.productId}`;
  const problemId = `cart-problem-${line.productId}`;

  const commit = () => {
    const quantity = parseGroupedNumber(draft) ?? Number.NaN;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity === line.quantity) {
      setDraft(String(line.quantity));
      return;
    }
    update.mutate(
      { productId: line.productId, quantity },
      { onError: (error) => toast.error(specText(error.message)) },
    );
  };

  return (
    <li className={`cart-line${line.problem ? ' cart-line--problem' : ''}`}>
      <img className="cart-line__image" src={line.productImage} alt="" width={72} height={54} />
      <div className="cart-line__main">
        <h3 className="cart-line__name">{line.productName}</h3>
        <p className="cart-line__sku">
          SKU <span className="font-monospace">{line.sku}</span> ·{' '}
          {tierText(line, currency, format)}
        </p>
        {line.priceList ? (
          <p className="cart-line__price-list">
            <Trans>Price list: {priceList}</Trans>
          </p>
        ) : null}
        {line.backordered ? (
          <p className="cart-line__backorder text-warning-emphasis">
            {expected ? (
              <Trans>
                {backordered} on backorder, expected {expected}
              </Trans>
            ) : (
              <Trans>{backordered} on backorder</Trans>
            )}
          </p>
        ) : null}
        {line.problem ? (
          <p id={problemId} className="cart-line__problem text-danger" role="status">
            {specText(line.problem.message)}
          </p>
        ) : null}
      </div>
      <Form.Group className="cart-line__quantity" controlId={inputId}>
        <Form.Label className="small text-body-secondary mb-1">
          <Trans>Quantity</Trans>
        </Form.Label>
        <Form.Control
          type="number"
          inputMode="numeric"
          min={line.minOrder}
          step={line.orderIncrement}
          value={draft}
          isInvalid={line.problem !== null}
          aria-describedby={line.problem ? problemId : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            }
          }}
        />
      </Form.Group>
      <dl className="cart-line__money">
        <div>
          <dt>{line.priceList ? t`Your price` : t`Unit price`}</dt>
          <dd>
            <Money amount={line.unitPrice} currency={currency} />
            {line.priceList && line.listUnitPrice !== line.unitPrice ? (
              <>
                {' '}
                <span className="visually-hidden">{t`List price`} </span>
                <s className="cart-line__list-price">
                  <Money amount={line.listUnitPrice} currency={currency} />
                </s>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Line total</Trans>
          </dt>
          <dd className="fw-semibold">
            <Money amount={line.lineTotal} currency={currency} />
          </dd>
        </div>
      </dl>
      <Button
        variant="link"
        className="cart-line__remove text-danger-emphasis"
        disabled={update.isPending}
        aria-label={t`Remove ${name}`}
        onClick={() =>
          update.mutate(
            { productId: line.productId, quantity: null },
            { onError: (error) => toast.error(specText(error.message)) },
          )
        }
      >
        <Trans>Remove</Trans>
      </Button>
    </li>
  );
}

export interface CartLinesProps {
  cart: Cart;
}

/**
 * The lines of the cart (decision 125), each at the tier price of its quantity with its line
 * total and, when it cannot be ordered as it is, why; then the order total.
 */
export function CartLines({ cart }: CartLinesProps) {
  const { t } = useLingui();
  const format = useFormat();
  const lines = format.number(cart.lineCount);
  return (
    <section aria-labelledby="cart-lines-heading" className="cart-lines">
      <h2 id="cart-lines-heading" className="h5 mb-3">
        <Plural value={cart.lineCount} one={`${lines} line`} other={`${lines} lines`} /> ·{' '}
        {format.pieces(cart.totalQuantity)}
      </h2>
      <ul className="list-unstyled mb-0" aria-label={t`Cart lines`}>
        {cart.lines.map((line) => (
          // Keyed by quantity too: the input restarts from the server's value after a change.
          <CartLineRow
            key={`${line.productId}:${line.quantity}`}
            line={line}
            currency={cart.currency}
          />
        ))}
      </ul>
      <TaxTotals tax={cart.tax} currency={cart.currency} />
      <p className="cart-total">
        <span>
          <Trans>Order total</Trans>
        </span>
        <output className="cart-total__value" aria-live="polite">
          <Money amount={cart.tax.total} currency={cart.currency} />
        </output>
      </p>
    </section>
  );
}
