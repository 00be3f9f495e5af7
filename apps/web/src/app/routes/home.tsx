import { HOME_SHOWCASE_COUNT } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { AfterHydration } from '@/components/ui/after-hydration';
import { PageTitle } from '@/components/ui/page-title';
import { SectionHeading } from '@/components/ui/section-heading';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCanPurchase } from '@/features/auth/hooks/use-can-purchase';
import { BusinessSummary } from '@/features/home/components/business-summary';
import { ContactUsForm } from '@/features/home/components/contact-us-form';
import { FaqSection } from '@/features/home/components/faq-section';
import { HeroBanner } from '@/features/home/components/hero-banner';
import { ProductList } from '@/features/products/components/product-list';
import { ReviewsSection } from '@/features/reviews/components/reviews-section';

/** A quantity and 'Add to cart' load with the cart's API only for signed-in clients (decision 045). */
const AddToCartControl = lazy(async () => ({
  default: (await import('@/features/cart/components/add-to-cart-control')).AddToCartControl,
}));

/**
 * The latest products, with 'Add to cart' for signed-in clients as on the catalog (decision 125).
 * The session is read here, not by the page: its answer re-renders these cards, not the whole page.
 */
function LatestProducts() {
  const canPurchase = useCanPurchase();
  const { status } = useAuth();
  const withCart = canPurchase && status === 'signed-in';
  return (
    <ProductList
      limit={HOME_SHOWCASE_COUNT}
      canPurchase={canPurchase}
      renderAction={
        withCart
          ? (product) => (
              <AfterHydration fallback={null}>
                <AddToCartControl product={product} />
              </AfterHydration>
            )
          : undefined
      }
    />
  );
}

/** `/` (spec §1): banner, latest 6 products, counters, reviews, FAQ and the contact form. */
export default function HomeRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Computer Parts Manufacturer`} />
      <HeroBanner />
      <section className="container py-5" aria-labelledby="latest-products-title">
        <SectionHeading
          id="latest-products-title"
          title={t`Our Computer Parts Manufacturer Products`}
          eyebrow={t`Latest products`}
        >
          <Trans>Our newest parts, available in bulk at the minimum order quantity shown.</Trans>
        </SectionHeading>
        <LatestProducts />
      </section>
      <BusinessSummary />
      <ReviewsSection />
      <FaqSection />
      <ContactUsForm />
    </>
  );
}
