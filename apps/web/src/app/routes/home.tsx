import { HOME_SHOWCASE_COUNT } from '@partline/shared';
import { PageTitle } from '@/components/ui/page-title';
import { SectionHeading } from '@/components/ui/section-heading';
import { useCanPurchase } from '@/features/auth/hooks/use-can-purchase';
import { BusinessSummary } from '@/features/home/components/business-summary';
import { ContactUsForm } from '@/features/home/components/contact-us-form';
import { FaqSection } from '@/features/home/components/faq-section';
import { HeroBanner } from '@/features/home/components/hero-banner';
import { ProductList } from '@/features/products/components/product-list';
import { ReviewsCarousel } from '@/features/reviews/components/reviews-carousel';

/** `/` (spec §1): banner, latest 6 products, counters, reviews, FAQ and the contact form. */
export default function HomeRoute() {
  const canPurchase = useCanPurchase();
  return (
    <>
      <PageTitle title="Computer Parts Manufacturer" />
      <HeroBanner />
      <section className="container py-5" aria-labelledby="latest-products-title">
        <SectionHeading
          id="latest-products-title"
          title="Our Computer Parts Manufacturer Products"
          eyebrow="Latest products"
        >
          Our newest parts, available in bulk at the minimum order quantity shown.
        </SectionHeading>
        <ProductList limit={HOME_SHOWCASE_COUNT} canPurchase={canPurchase} />
      </section>
      <BusinessSummary />
      <section className="reviews-section py-5" aria-labelledby="reviews-title">
        <div className="container">
          <SectionHeading
            id="reviews-title"
            title="Our Satisfaction Client Says"
            eyebrow="Testimonials"
          >
            What purchasing managers and system builders say about working with us.
          </SectionHeading>
          <ReviewsCarousel />
        </div>
      </section>
      <FaqSection />
      <ContactUsForm />
    </>
  );
}
