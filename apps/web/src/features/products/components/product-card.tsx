import {
  buyableQuantity,
  callerPricing,
  LISTING_PREVIEW_CHARS,
  preview,
  type Product,
  PURCHASE_PREVIEW_CHARS,
} from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { paths } from '@/config/paths';
import { PRODUCT_CARD_IMAGE_SIZES } from '../image-sizes';
import { shownPriceOf } from '../your-price';
import { PriceTierTable } from './price-tier-table';
import { Money } from '@/components/ui/money';
import { useFormat } from '@/lib/i18n/format';

export interface ProductCardProps {
  product: Product;
  /**
   * `listing` (home and all products): 60-character description and the 'Confirm Purchase'
   * button. `purchase` (the confirm-purchase page): 100-character description, no button.
   */
  variant?: 'listing' | 'purchase';
  /** Load the image at once with high priority (the first row, above the fold). */
  priority?: boolean;
  /** The image's `sizes` attribute when the card sits in another layout than the product grid. */
  imageSizes?: string;
  /** Heading level of the product name, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** Show 'Confirm Purchase' (listing only); spec §6: hidden from admins. */
  canPurchase?: boolean;
  /** A further action under the button, e.g. the cart's 'Add to cart' (decision 125). */
  action?: ReactNode;
}

/**
 * A product card (spec §2): image, name, description preview, price per item (a contract buyer's
 * own, "Your price", with the list price struck through beside it, decision 320; a buyer billed
 * in another currency's, "Your price in USD", converted at today's rate, decision 327), minimum order
 * quantity, and either 'Out Of the Stocks' or the quantity a client can still buy; and the
 * volume prices when there are several (decision 120).
 */
export function ProductCard({
  product,
  variant = 'listing',
  priority = false,
  imageSizes = PRODUCT_CARD_IMAGE_SIZES,
  headingLevel: Heading = 'h3',
  canPurchase = true,
  action = null,
}: ProductCardProps) {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const available = buyableQuantity(product);
  const name = product.productName;
  const shown = shownPriceOf(product);
  const currency = shown.currency;
  const outOfStock = available === 0;
  const stockId = `product-${product._id}-stock`;
  const productHref = paths.product.getHref(product.slug);
  const previewChars = variant === 'purchase' ? PURCHASE_PREVIEW_CHARS : LISTING_PREVIEW_CHARS;

  const confirmPurchase = () => {
    navigate(paths.confirmPurchase.getHref(product._id));
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  };

  return (
    <Card as="article" className="product-card h-100">
      {/* The picture and the name open the product's page (decision 318); keyboard users reach
          it once, through the name (the picture's link is out of the tab order). */}
      <Link to={productHref} className="product-card__media" tabIndex={-1}>
        <ResponsiveImage
          src={product.productImage}
          alt={product.productName}
          width={480}
          height={360}
          sizes={imageSizes}
          priority={priority}
        />
      </Link>
      <Card.Body className="d-flex flex-column">
        <Heading className="product-card__name">
          <Link to={productHref} className="product-card__link">
            {product.productName}
          </Link>
        </Heading>
        <p className="product-card__description">
          {preview(product.productDescription, previewChars)}
        </p>
        {/* Price, facts and button sit at the bottom: they line up across a row of cards whose
            names and descriptions differ in length. */}
        <div className="product-card__footer">
          <p className="product-card__price">
            {shown.contract ? (
              <>
                <Trans>Your price</Trans>{' '}
              </>
            ) : shown.converted ? (
              <>
                <Trans>Your price in {currency}</Trans>{' '}
              </>
            ) : null}
            <span className="product-card__price-value">
              <Money amount={shown.unitPrice} currency={currency} />
            </span>
            <span className="product-card__price-unit">
              {' '}
              <Trans>per item</Trans>
            </span>
            {shown.contract ? (
              <>
                {' '}
                <s className="small text-body-secondary text-nowrap">
                  <Trans>
                    List <Money amount={shown.listUnitPrice} currency={currency} />
                  </Trans>
                </s>
              </>
            ) : null}
          </p>
          {/* A contract buyer's own tiers are on the product's page; a buyer billed in another
              currency sees the volume prices converted into it. */}
          {shown.contract ? null : (
            <PriceTierTable product={callerPricing(product)} currency={currency} />
          )}
          <dl className="product-card__facts">
            <div>
              <dt>
                <Trans>Minimum order</Trans>
              </dt>
              <dd>{format.pieces(product.minOrder)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Available</Trans>
              </dt>
              <dd id={stockId}>
                {outOfStock ? (
                  <Badge
                    bg="danger-subtle"
                    text="danger-emphasis"
                    className="product-card__stock-out"
                  >
                    <Trans>Out Of the Stocks</Trans>
                  </Badge>
                ) : (
                  format.pieces(available)
                )}
              </dd>
            </div>
          </dl>
          {variant === 'listing' && canPurchase ? (
            <Button
              variant="primary"
              className="w-100"
              onClick={confirmPurchase}
              disabled={outOfStock}
              aria-label={t`Confirm Purchase: ${name}`}
              aria-describedby={outOfStock ? stockId : undefined}
            >
              <Trans>Confirm Purchase</Trans>
            </Button>
          ) : null}
          {action ? <div className="product-card__action mt-2">{action}</div> : null}
        </div>
      </Card.Body>
    </Card>
  );
}
