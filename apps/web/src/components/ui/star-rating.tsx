import { RATING_MAX } from '@partline/shared';
import { useLingui } from '@lingui/react/macro';
import { Icon } from './icon';

export interface StarRatingProps {
  /** 1 to 5 (spec §3): shown as that many stars. */
  rating: number;
  size?: number;
}

/** A review's rating as that many filled stars, announced as "Rated N out of 5". */
export function StarRating({ rating, size = 18 }: StarRatingProps) {
  const { t } = useLingui();
  const stars = Math.max(0, Math.min(RATING_MAX, Math.round(rating)));
  const max = RATING_MAX;
  return (
    <span role="img" aria-label={t`Rated ${stars} out of ${max}`} className="star-rating">
      {Array.from({ length: stars }, (_, index) => (
        <Icon key={index} name="star" size={size} filled />
      ))}
    </span>
  );
}
