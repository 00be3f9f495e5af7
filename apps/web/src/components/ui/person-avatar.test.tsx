import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonAvatar } from './person-avatar';

describe('PersonAvatar', () => {
  it('loads the smallest stored copy that fills it, not the 1,600 px original', () => {
    render(
      <PersonAvatar photoURL="/uploads/images/abc-1600w.webp" name="Farhana Rahman" size="lg" />,
    );

    const photo = screen.getByRole('img', { name: 'Photo of Farhana Rahman' });
    expect(photo).toHaveAttribute(
      'srcset',
      '/uploads/images/abc-320w.webp 320w, /uploads/images/abc-640w.webp 640w, ' +
        '/uploads/images/abc-960w.webp 960w, /uploads/images/abc-1600w.webp 1600w',
    );
    expect(photo).toHaveAttribute('sizes', '112px');
    // Square and cropped by CSS (theme.css), whatever the upload's shape.
    expect(photo).toHaveClass('person-avatar', 'person-avatar--lg');
    expect(photo).toHaveAttribute('width', '112');
    expect(photo).toHaveAttribute('height', '112');
  });

  it.each(['', 'N/A', '/favicon.svg', null, undefined])(
    'shows initials without a photo (%s)',
    (photoURL) => {
      render(<PersonAvatar photoURL={photoURL} name="Farhana Rahman" size="sm" />);

      expect(screen.getByRole('img', { name: 'Initials of Farhana Rahman' })).toHaveTextContent(
        'FR',
      );
      expect(document.querySelector('img')).toBeNull();
    },
  );
});
