import { msg } from '@lingui/core/macro';
import { DEFAULT_REVIEWER_IMAGE, USER_MESSAGES } from '@partline/shared';
import { i18n } from '@/lib/i18n/i18n';
import { ResponsiveImage } from './responsive-image';

export interface PersonAvatarProps {
  /** The photo URL; empty, `'N/A'` or the shop's stand-in picture shows the initials instead. */
  photoURL: string | null | undefined;
  /** Whose photo: its alternative text, and the initials when there is no photo. */
  name: string;
  /**
   * The avatar's size class (its width, height and initials' font size, in CSS):
   * `person-avatar--sm` (reviews), `--md` (Edit Profile) or `--lg` (My Profile).
   */
  size: 'sm' | 'md' | 'lg';
  /** Accessible name of the photo; `Photo of {name}` by default. */
  alt?: string;
}

/** The `sizes` of each avatar size: its CSS width at each viewport width, px. */
const SIZES = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not a text
  sm: '(min-width: 768px) and (max-width: 991.98px) 48px, 64px',
  md: '96px',
  lg: '112px',
} as const;

/** The intrinsic width and height each size reserves, px (CSS sets the shown size). */
const BOX = { sm: 64, md: 96, lg: 112 } as const;

/** No photo: nothing, the specification's 'N/A', or the shop's mark standing in for a reviewer. */
function hasPersonPhoto(photoURL: string | null | undefined): photoURL is string {
  return (
    Boolean(photoURL) &&
    photoURL !== USER_MESSAGES.notAvailable &&
    photoURL !== DEFAULT_REVIEWER_IMAGE
  );
}

/** Up to two initials of a name: `Farhana Rahman` → `FR`; `?` for a name without letters. */
function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/**
 * A person's photo as a round, square-cropped avatar (`object-fit: cover`, whatever the upload's
 * shape), loading the smallest stored copy that fills it (`srcset`/`sizes`, decision 048), or
 * their initials when they have no photo.
 */
export function PersonAvatar({ photoURL, name, size, alt }: PersonAvatarProps) {
  const className = `person-avatar person-avatar--${size}`;
  if (hasPersonPhoto(photoURL)) {
    return (
      <ResponsiveImage
        src={photoURL}
        alt={alt ?? i18n._(msg`Photo of ${name}`)}
        className={className}
        width={BOX[size]}
        height={BOX[size]}
        sizes={SIZES[size]}
      />
    );
  }
  return (
    <span
      className={`${className} person-avatar--initials`}
      role="img"
      aria-label={i18n._(msg`Initials of ${name}`)}
    >
      {initialsOf(name)}
    </span>
  );
}
