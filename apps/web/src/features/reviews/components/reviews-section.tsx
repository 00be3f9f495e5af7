import { Trans, useLingui } from '@lingui/react/macro';
import { lazy } from 'react';
import { AfterHydration } from '@/components/ui/after-hydration';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SectionHeading } from '@/components/ui/section-heading';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';

/** The carousel (Swiper) and its reviews load when a visitor scrolls towards them. */
const ReviewsCarousel = lazy(async () => ({
  default: (await import('./reviews-carousel')).ReviewsCarousel,
}));

/**
 * Holds the carousel's place until a visitor scrolls near. Not a landmark yet: the carousel is the
 * 'Client reviews' region once it is there, and nothing is loading, so no spinner either.
 */
function ReviewsPlaceholder() {
  return <div className="reviews-carousel-placeholder" />;
}

/** While the carousel's code arrives: its place, with a spinner. */
function ReviewsLoading() {
  const { t } = useLingui();
  return (
    <div className="reviews-carousel-placeholder">
      <PageSpinner label={t`Loading reviews…`} />
    </div>
  );
}

/**
 * The home page's testimonials section (spec §1): its heading, then the reviews carousel, whose
 * code loads only when a visitor scrolls near it.
 */
export function ReviewsSection() {
  const { t } = useLingui();
  return (
    <section className="reviews-section py-5" aria-labelledby="reviews-title">
      <div className="container">
        <SectionHeading
          id="reviews-title"
          title={t`Our Satisfaction Client Says`}
          eyebrow={t`Testimonials`}
        >
          <Trans>What purchasing managers and system builders say about working with us.</Trans>
        </SectionHeading>
        <WhenNearViewport placeholder={<ReviewsPlaceholder />}>
          <AfterHydration fallback={<ReviewsLoading />}>
            <ReviewsCarousel />
          </AfterHydration>
        </WhenNearViewport>
      </div>
    </section>
  );
}
