import { BREAKPOINTS, CAROUSEL_DELAY_MS, CAROUSEL_GAP_PX } from '@partline/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';
import { Icon } from '@/components/ui/icon';
import { QueryState } from '@/components/ui/query-state';
import { useFormat } from '@/lib/i18n/format';
import { useReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';

const SLIDES_PER_VIEW_WIDE = 3;

/**
 * The rotating carousel of client reviews (spec §1, §9): advances every 2500 ms, loops, one slide
 * or three with a 30 px gap from 768 px, fraction pagination. A pause button stops the motion.
 */
export function ReviewsCarousel() {
  const { t } = useLingui();
  const format = useFormat();
  const reviews = useReviews();
  // Swiper's own placeholders, filled in by Swiper.
  const index = '{{index}}';
  const count = '{{slidesLength}}';
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [paused, setPaused] = useState(false);

  const togglePause = () => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (paused) autoplay.start();
    else autoplay.stop();
    setPaused(!paused);
  };

  return (
    <QueryState
      query={reviews}
      loadingLabel={t`Loading reviews…`}
      errorMessage={t`We could not load the reviews.`}
      empty={
        <p className="text-center text-body-secondary py-4">
          <Trans>No reviews yet.</Trans>
        </p>
      }
    >
      {(data) => (
        <div className="reviews-carousel">
          <Swiper
            modules={[A11y, Autoplay, Pagination]}
            onSwiper={(swiper) => {
              swiperRef.current = swiper;
            }}
            autoplay={{
              delay: CAROUSEL_DELAY_MS,
              disableOnInteraction: false,
              pauseOnMouseEnter: true,
            }}
            // Loop needs more slides than are in view.
            loop={data.length > SLIDES_PER_VIEW_WIDE}
            slidesPerView={1}
            breakpoints={{
              [BREAKPOINTS.md]: {
                slidesPerView: SLIDES_PER_VIEW_WIDE,
                spaceBetween: CAROUSEL_GAP_PX,
              },
            }}
            pagination={{
              type: 'fraction',
              formatFractionCurrent: format.number,
              formatFractionTotal: format.number,
            }}
            a11y={{
              containerRole: 'region',
              containerMessage: t`Client reviews`,
              containerRoleDescriptionMessage: t`carousel`,
              itemRoleDescriptionMessage: t`slide`,
              slideLabelMessage: t`Review ${index} of ${count}`,
            }}
          >
            {data.map((review) => (
              <SwiperSlide key={review._id} className="h-auto">
                <ReviewCard review={review} />
              </SwiperSlide>
            ))}
          </Swiper>
          <div className="text-center mt-2">
            <Button variant="outline-primary" size="sm" onClick={togglePause} aria-pressed={paused}>
              <Icon name={paused ? 'play' : 'pause'} size={14} className="me-1" />
              {paused ? t`Play reviews` : t`Pause reviews`}
            </Button>
          </div>
        </div>
      )}
    </QueryState>
  );
}
