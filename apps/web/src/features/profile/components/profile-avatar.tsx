import { USER_MESSAGES } from '@partline/shared';

export interface ProfileAvatarProps {
  /** The photo URL; `'N/A'` or empty shows the initials instead. */
  photoURL: string | null | undefined;
  /** Whose photo: its alternative text, and the initials when there is no photo. */
  name: string;
  /** Width and height, px. */
  size?: number;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** A round profile photo, or the person's initials when they have none. */
export function ProfileAvatar({ photoURL, name, size = 96 }: ProfileAvatarProps) {
  const hasPhoto = Boolean(photoURL) && photoURL !== USER_MESSAGES.notAvailable;
  const dimensions = { width: size, height: size };
  if (hasPhoto) {
    return (
      <img
        src={photoURL ?? ''}
        alt={`Photo of ${name}`}
        className="profile-avatar"
        {...dimensions}
      />
    );
  }
  return (
    <span
      className="profile-avatar profile-avatar--initials"
      style={{ ...dimensions, fontSize: size * 0.36 }}
      role="img"
      aria-label={`Initials of ${name}`}
    >
      {initials(name)}
    </span>
  );
}
