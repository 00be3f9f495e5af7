import type { Review } from '@partline/shared';
import { useLingui } from '@lingui/react/macro';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { StarRating } from '@/components/ui/star-rating';

export interface ReviewCardProps {
  review: Review;
}

/** One client review (spec §3): picture (initials without one), name, text and its rating as stars. */
export function ReviewCard({ review }: ReviewCardProps) {
  const { t } = useLingui();
  const name = review.user;
  return (
    <figure className="review-card h-100 mb-0">
      <div className="d-flex align-items-center gap-3 mb-3">
        <PersonAvatar
          photoURL={review.userImage}
          name={review.user}
          size="sm"
          alt={t`${name}'s photo`}
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
