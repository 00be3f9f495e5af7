import { useFormat } from '@/lib/i18n/format';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RATING_MAX } from '@partline/shared';
import { useId } from 'react';
import { Icon } from './icon';

export interface RatingInputProps {
  /** 0 (none chosen) to {@link RATING_MAX}. */
  value: number;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  /** The group's accessible name. */
  label: string;
  invalid?: boolean;
  /** Id of the element describing an error, if any. */
  describedBy?: string;
  size?: number;
}

/**
 * A 1–5 star rating as a radio group: arrow keys move between stars, each star is announced as
 * "N stars"; the chosen star and those before it are filled.
 */
export function RatingInput({
  value,
  onChange,
  onBlur,
  label,
  invalid = false,
  describedBy,
  size = 28,
}: RatingInputProps) {
  const name = useId();
  const { t } = useLingui();
  const format = useFormat();
  return (
    <fieldset
      className="rating-input"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    >
      <legend className="visually-hidden">{label}</legend>
      {Array.from({ length: RATING_MAX }, (_, index) => {
        const stars = index + 1;
        const on = stars <= value;
        const count = format.number(stars);
        const starsLabel = t`${plural(stars, { one: `${count} star`, other: `${count} stars` })}`;
        return (
          <label
            key={stars}
            className={`rating-input__star${on ? ' rating-input__star--on' : ''}`}
            title={starsLabel}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={stars === value}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              aria-label={starsLabel}
            />
            <Icon name="star" size={size} filled={on} />
          </label>
        );
      })}
    </fieldset>
  );
}
