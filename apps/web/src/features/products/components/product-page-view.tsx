import {
  BACKORDER_MESSAGES,
  buyableQuantity,
  countryName,
  formatCalendarDay,
  formatHsCode,
  formatPieces,
  PRODUCT_MESSAGES,
  type Product,
  type ProductPage,
} from '@partline/shared';
import Badge from 'react-bootstrap/Badge';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { formatMonths } from '@/lib/warranty-term';
import { Money } from '@/components/ui/money';
import { PriceTierTable } from './price-tier-table';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductDetails } from './product-details';
import { ProductDocumentsList } from './product-documents-list';
import { ProductGallery } from './product-gallery';
import { SpecificationTable } from './specification-table';
import { YourPriceTable } from './your-price-table';

/**
 * What an importer's customs read of the product (decision 323), after its specification: the HS
 * code (dotted) when it has one and the country it is made in.
 */
function customsLines(product: Pick<Product, 'hsCode' | 'countryOfOrigin'>) {
  return [
    ...(product.hsCode
      ? [{ key: 'hs-code', name: 'HS code', display: formatHsCode(product.hsCode) }]
      : []),
    {
      key: 'country-of-origin',
      name: 'Country of origin',
      display: countryName(product.countryOfOrigin),
    },
  ];
}

export interface ProductPageViewProps {
  page: ProductPage;
  /** The buying part (quantity, prices, buttons), the cart's; nothing for admins. */
  purchase?: ReactNode;
}

/**
 * A product's page (decision 318): breadcrumbs; the gallery beside the name, SKU, description,
 * price and volume prices (a contract buyer's own beside the list's, decision 320), stock (pieces that can be bought now, as cards say it) and `purchase`;
 * the warranty and whether pieces are serial-numbered (decision 322); then the specification with
 * the HS code and country of origin (decision 323), the details and the downloads.
 */
export function ProductPageView({ page, purchase = null }: ProductPageViewProps) {
  const { product } = page;
  const own = product.yourPrice;
  const available = buyableQuantity(product);
  return (
    <div className="container py-4 product-page">
      <PageTitle title={product.productName} />
      <ProductBreadcrumbs breadcrumbs={page.breadcrumbs} productName={product.productName} />
      <div className="row g-4">
        <div className="col-lg-6">
          <ProductGallery images={page.gallery} productName={product.productName} />
        </div>
        <div className="col-lg-6">
          <h1 className="product-page__name">{product.productName}</h1>
          <p className="product-page__sku text-body-secondary">SKU {product.sku}</p>
          <p className="product-page__description">{product.productDescription}</p>
          <p className="product-page__price">
            {own ? 'Your price ' : null}
            <Money
              taka={own ? own.unitPrice : product.productPrice}
              className="product-page__price-value"
            />
            <span className="text-body-secondary"> per item</span>
            {own ? (
              <>
                {' '}
                <s className="small text-body-secondary text-nowrap">
                  List <Money taka={product.productPrice} />
                </s>
              </>
            ) : null}
          </p>
          {own ? (
            <YourPriceTable yourPrice={own} className="mb-3" />
          ) : (
            <PriceTierTable product={product} className="mb-3" />
          )}
          <dl className="product-card__facts product-page__facts">
            <div>
              <dt>Minimum order</dt>
              <dd>{formatPieces(product.minOrder)}</dd>
            </div>
            {product.orderIncrement > 1 ? (
              <div>
                <dt>Order in steps of</dt>
                <dd>{formatPieces(product.orderIncrement)}</dd>
              </div>
            ) : null}
            <div>
              <dt>Available</dt>
              <dd>
                {available === 0 && product.allowBackorder ? (
                  <Badge bg="warning-subtle" text="warning-emphasis">
                    {BACKORDER_MESSAGES.onBackorder(
                      product.backorderAvailableOn
                        ? formatCalendarDay(product.backorderAvailableOn)
                        : null,
                    )}
                  </Badge>
                ) : available === 0 ? (
                  <Badge bg="danger-subtle" text="danger-emphasis">
                    {PRODUCT_MESSAGES.outOfStock}
                  </Badge>
                ) : (
                  formatPieces(available)
                )}
              </dd>
            </div>
            {product.warrantyMonths > 0 ? (
              <div>
                <dt>Warranty</dt>
                <dd>{formatMonths(product.warrantyMonths)}</dd>
              </div>
            ) : null}
            {product.serialTracked ? (
              <div>
                <dt>Serial numbers</dt>
                <dd>Per piece</dd>
              </div>
            ) : null}
          </dl>
          {product.warrantyMonths > 0 || product.serialTracked ? (
            <p className="small text-body-secondary product-page__warranty-note">
              {[
                product.warrantyMonths > 0 ? 'The warranty runs from the day a piece ships.' : null,
                product.serialTracked
                  ? 'Each piece is serial-numbered: its serial is on the delivery challan.'
                  : null,
              ]
                .filter(Boolean)
                .join(' ')}
            </p>
          ) : null}
          {purchase}
        </div>
      </div>
      <section className="mt-5" aria-labelledby="specification-heading">
        <h2 id="specification-heading" className="h4">
          Specification
        </h2>
        <SpecificationTable lines={[...page.specification, ...customsLines(product)]} />
      </section>
      {page.details.trim() !== '' ? (
        <section className="mt-4" aria-labelledby="details-heading">
          <h2 id="details-heading" className="h4">
            Details
          </h2>
          <ProductDetails markdown={page.details} />
        </section>
      ) : null}
      {page.documents.length > 0 ? (
        <section className="mt-4" aria-labelledby="downloads-heading">
          <h2 id="downloads-heading" className="h4">
            Downloads
          </h2>
          <ProductDocumentsList documents={page.documents} />
        </section>
      ) : null}
    </div>
  );
}
