import { screen } from '@testing-library/react';
import { DEFAULT_REVIEWER_IMAGE, type Review } from '@partline/shared';
import { describe, expect, it } from 'vitest';
import { ReviewCard } from './review-card';
import { renderWithI18n as render } from '@/testing/render-app';

const review = (userImage: string): Review => ({
  _id: '6f1c1f6e-8a49-4b8e-9d0e-3f7a2b1c4d5e',
  user: 'Kamrul Hasan',
  userImage,
  review: 'The 10GbE adapters dropped straight into our Linux servers.',
  rating: 5,
  createdAt: '2026-11-24T10:00:00.000Z',
});

describe('ReviewCard', () => {
  it("shows the client's photo as a square-cropped avatar", () => {
    render(<ReviewCard review={review('/uploads/demo/review-kamrul-hasan.webp')} />);

    expect(screen.getByRole('img', { name: "Kamrul Hasan's photo" })).toHaveClass('person-avatar');
  });

  it("shows the client's initials, not the shop's logo, when they have no photo", () => {
    render(<ReviewCard review={review(DEFAULT_REVIEWER_IMAGE)} />);

    expect(screen.getByRole('img', { name: 'Initials of Kamrul Hasan' })).toHaveTextContent('KH');
    expect(document.querySelector(`img[src="${DEFAULT_REVIEWER_IMAGE}"]`)).toBeNull();
  });
});
