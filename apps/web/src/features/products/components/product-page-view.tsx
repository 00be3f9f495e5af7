import { buyableQuantity, formatHsCode, type Product, type ProductPage } from '@partline/shared';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Badge from 'react-bootstrap/Badge';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/ui/page-title';
import { Money } from '@/components/ui/money';
import { useFormat } from '@/lib/i18n/format';
import { pluralCategory } from '@/lib/i18n/plural-category';
import { PriceTierTable } from './price-tier-table';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductDetails } from './product-details';
import { ProductDocumentsList } from './product-documents-list';
import { ProductGallery } from './product-gallery';
import { SpecificationTable } from './specification-table';
import { YourPriceTable } from './your-price-table';
import { shownPriceOf } from '../your-price';

/**
 * What an importer's customs read of the product (decision 323), after its specification: the HS
 * code (dotted) when it has one and the country it is made in.
 */
function customsLines(
  product: Pick<Product, 'hsCode'>,
  countryOfOriginName: string,
  labels: { hsCode: string; countryOfOrigin: string },
) {
  return [
    ...(product.hsCode
      ? [{ key: 'hs-code', name: labels.hsCode, display: formatHsCode(product.hsCode) }]
      : []),
    {
      key: 'country-of-origin',
      name: labels.countryOfOrigin,
      display: countryOfOriginName,
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
 * price and volume prices (a contract buyer's own beside the list's, decision 320; a buyer billed
 * in another currency's own in it, decision 327), stock (pieces that can be bought now, as cards say it) and `purchase`;
 * the warranty and whether pieces are serial-numbered (decision 322); then the specification with
 * the HS code and country of origin (decision 323), the details and the downloads.
 */
export function ProductPageView({ page, purchase = null }: ProductPageViewProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { product } = page;
  const shown = shownPriceOf(product);
  const currency = shown.currency;
  const available = buyableQuantity(product);
  const sku = product.sku;
  const expected = product.backorderAvailableOn
    ? format.calendarDay(product.backorderAvailableOn)
    : null;
  const months = format.number(product.warrantyMonths);
  const form = pluralCategory(product.warrantyMonths, format.locale);
  const warranty = t`${select(form, { one: `${months} month`, other: `${months} months` })}`;
  const specification = [
    ...page.specification,
    ...customsLines(product, page.countryOfOriginName, {
      hsCode: t`HS code`,
      countryOfOrigin: t`Country of origin`,
    }),
  ];
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
          <p className="product-page__sku text-body-secondary">
            <Trans>SKU {sku}</Trans>
          </p>
          <p className="product-page__description">{product.productDescription}</p>
          <p className="product-page__price">
            {shown.contract ? (
              <>
                <Trans>Your price</Trans>{' '}
              </>
            ) : shown.converted ? (
              <>
                <Trans>Your price in {currency}</Trans>{' '}
              </>
            ) : null}
            <Money
              amount={shown.unitPrice}
              currency={currency}
              className="product-page__price-value"
            />
            <span className="text-body-secondary">
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
          {shown.own ? (
            // Converted prices without volume steps: the price above says it all.
            shown.contract || shown.own.tiers.length > 1 ? (
              <YourPriceTable yourPrice={shown.own} className="mb-3" />
            ) : null
          ) : (
            <PriceTierTable product={product} className="mb-3" />
          )}
          <dl className="product-card__facts product-page__facts">
            <div>
              <dt>
                <Trans>Minimum order</Trans>
              </dt>
              <dd>{format.pieces(product.minOrder)}</dd>
            </div>
            {product.orderIncrement > 1 ? (
              <div>
                <dt>
                  <Trans>Order in steps of</Trans>
                </dt>
                <dd>{format.pieces(product.orderIncrement)}</dd>
              </div>
            ) : null}
            <div>
              <dt>
                <Trans>Available</Trans>
              </dt>
              <dd>
                {available === 0 && product.allowBackorder ? (
                  <Badge bg="warning-subtle" text="warning-emphasis">
                    {expected ? (
                      <Trans>Available on backorder — expected {expected}</Trans>
                    ) : (
                      <Trans>Available on backorder</Trans>
                    )}
                  </Badge>
                ) : available === 0 ? (
                  <Badge bg="danger-subtle" text="danger-emphasis">
                    <Trans>Out Of the Stocks</Trans>
                  </Badge>
                ) : (
                  format.pieces(available)
                )}
              </dd>
            </div>
            {product.warrantyMonths > 0 ? (
              <div>
                <dt>
                  <Trans>Warranty</Trans>
                </dt>
                <dd>{warranty}</dd>
              </div>
            ) : null}
            {product.serialTracked ? (
              <div>
                <dt>
                  <Trans>Serial numbers</Trans>
                </dt>
                <dd>
                  <Trans>Per piece</Trans>
                </dd>
              </div>
            ) : null}
          </dl>
          {product.warrantyMonths > 0 || product.serialTracked ? (
            <p className="small text-body-secondary product-page__warranty-note">
              {[
                product.warrantyMonths > 0
                  ? t`The warranty runs from the day a piece ships.`
                  : null,
                product.serialTracked
                  ? t`Each piece is serial-numbered: its serial is on the delivery challan.`
                  : null,
              ]
                .filter(Boolean)
                .join(' ')}
            </p>
          ) : null}
          {purchase}
        </div>
      </div>
      {specification.length > 0 ? (
        <section className="mt-5" aria-labelledby="specification-heading">
          <h2 id="specification-heading" className="h4">
            <Trans>Specification</Trans>
          </h2>
          <SpecificationTable lines={specification} />
        </section>
      ) : null}
      {page.details.trim() !== '' ? (
        <section className="mt-4" aria-labelledby="details-heading">
          <h2 id="details-heading" className="h4">
            <Trans>Details</Trans>
          </h2>
          <ProductDetails markdown={page.details} />
        </section>
      ) : null}
      {page.documents.length > 0 ? (
        <section className="mt-4" aria-labelledby="downloads-heading">
          <h2 id="downloads-heading" className="h4">
            <Trans>Downloads</Trans>
          </h2>
          <ProductDocumentsList documents={page.documents} />
        </section>
      ) : null}
    </div>
  );
}
