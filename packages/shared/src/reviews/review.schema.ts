import { z } from 'zod';
import { InstantSchema } from '../common/instant.js';
import { RATING_MAX } from '../common/constants.js';

/**
 * A client review as the API answers it (spec §3): `user` is the display name, `userImage` the
 * picture, `review` the text and `rating` 1 to 5 stars.
 */
export const ReviewSchema = z
  .object({
    _id: z.uuid(),
    user: z.string(),
    userImage: z.string(),
    review: z.string(),
    rating: z.number().int().min(1).max(RATING_MAX),
    createdAt: InstantSchema,
  })
  .meta({ id: 'Review' });

/**
 * The `userImage` of a review whose author had no profile photo: the shop's mark, a picture the web
 * app serves (so the specification's client always has an image to show). Readers that can draw
 * initials treat it as "no photo".
 */
export const DEFAULT_REVIEWER_IMAGE = '/favicon.svg';

/** A review. */
export type Review = z.infer<typeof ReviewSchema>;

/** `GET /reviews`: newest first. */
export const ReviewListSchema = z.array(ReviewSchema).meta({ id: 'ReviewList' });

/** Review text bounds, characters. */
export const REVIEW_MIN_CHARS = 10;
export const REVIEW_MAX_CHARS = 500;

/**
 * `POST /review` body (DESIGN.md): the reviewed order and the text and rating; name and picture
 * come from the caller's profile, never from the body.
 */
export const AddReviewInputSchema = z
  .object({
    orderId: z.uuid({ error: 'Choose an order to review' }),
    review: z
      .string({ error: 'Review is Required' })
      .trim()
      .min(REVIEW_MIN_CHARS, { error: `Minimum ${REVIEW_MIN_CHARS} character required` })
      .max(REVIEW_MAX_CHARS, { error: `Maximum ${REVIEW_MAX_CHARS} character required` }),
    rating: z
      .number({ error: 'Rating is Required' })
      .int({ error: 'Rating must be a whole number' })
      .min(1, { error: 'Rating must be between 1 and 5' })
      .max(RATING_MAX, { error: 'Rating must be between 1 and 5' }),
  })
  .meta({ id: 'AddReviewInput' });

/** Parsed `POST /review` body. */
export type AddReviewInput = z.output<typeof AddReviewInputSchema>;
