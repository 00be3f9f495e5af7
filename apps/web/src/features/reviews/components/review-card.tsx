import type { Review } from '@partline/shared';
import { StarRating } from '@/components/ui/star-rating';

export interface ReviewCardProps {
  review: Review;
}

/** One client review (spec §3): picture, name, text and its rating as stars. */
export function ReviewCard({ review }: ReviewCardProps) {
  return (
    <figure className="review-card h-100 mb-0">
      <div className="d-flex align-items-center gap-3 mb-3">
        <img
          src={review.userImage}
          alt={`${review.user}'s photo`}
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="review-card__avatar"
        />
        <figcaption>
          <span className="review-card__name">{review.user}</span>
          <StarRating rating={review.rating} />
        </figcaption>
      </div>
      <blockquote className="review-card__text mb-0">
        <p className="mb-0">{review.review}</p>
      </blockquote>
    </figure>
  );
}
