import { useSpecText } from '@/lib/i18n/spec-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { AddReviewInputSchema, type Order, RATING_MAX, REVIEW_MAX_CHARS } from '@partline/shared';
import Card from 'react-bootstrap/Card';
import { Controller, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { RatingInput } from '@/components/ui/rating-input';
import { useAddReview } from '../api/add-review';
import { FormField } from '@/components/ui/form/form-field';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';

export interface AddReviewFormProps {
  /** The client's delivered orders not reviewed yet (at least one). */
  orders: Order[];
  /** Called after the review was saved (the toast has shown). */
  onReviewed: () => void;
  /** The order to choose first (My Orders' 'Review' link); ignored unless among `orders`. */
  initialOrderId?: string | null;
}

/**
 * The review form (spec §2, §4): one of the client's delivered orders, a 1–5 star rating and a
 * text; `POST /review` → 'Review Added Successfully'.
 */
export function AddReviewForm({ orders, onReviewed, initialOrderId }: AddReviewFormProps) {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useSpecText();
  const initial = orders.find((order) => order._id === initialOrderId) ?? orders[0];
  const form = useZodForm(AddReviewInputSchema, {
    orderId: initial?._id ?? '',
    review: '',
    rating: 0,
  });
  const {
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  const addReview = useAddReview();
  const review = useWatch({ control, name: 'review' });
  const written = format.number(review.length);
  const maxChars = format.number(REVIEW_MAX_CHARS);
  const maxStars = format.number(RATING_MAX);

  const onSubmit = handleSubmit((input) => {
    addReview.mutate(input, {
      onSuccess: () => {
        toast.success(t`Review Added Successfully`);
        onReviewed();
      },
      onError: (error) => toast.error(specText(error.message)),
    });
  });

  return (
    <Card className="back-office-card">
      <Card.Body>
        <ZodForm
          form={form}
          label={t`Add Review`}
          onSubmit={onSubmit}
          pending={addReview.isPending}
        >
          <FormField name="orderId" id="review-order" className="mb-3" label={t`Order`} as="select">
            {orders.map((order) => {
              const pieces = format.pieces(order.quantity);
              const delivered = order.deliveredAt ? format.date(new Date(order.deliveredAt)) : null;
              return (
                <option key={order._id} value={order._id}>
                  {order.productName} — {delivered ? t`${pieces}, delivered ${delivered}` : pieces}
                </option>
              );
            })}
          </FormField>
          <div className="mb-3">
            <p className="form-label mb-1" id="review-rating-label">
              <Trans>Rating</Trans>
            </p>
            <Controller
              control={control}
              name="rating"
              render={({ field }) => (
                <RatingInput
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={t`Rating, 1 to ${maxStars} stars`}
                  invalid={Boolean(errors.rating)}
                  describedBy={errors.rating ? 'review-rating-error' : undefined}
                />
              )}
            />
            {errors.rating ? (
              <div id="review-rating-error" className="invalid-feedback d-block">
                {specText(errors.rating.message ?? '')}
              </div>
            ) : null}
          </div>
          <FormField
            name="review"
            id="review-text"
            className="mb-3"
            label={t`Your Review`}
            as="textarea"
            rows={4}
            maxLength={REVIEW_MAX_CHARS}
            helpClassName="char-counter d-block"
            help={
              <Trans>
                {written} / {maxChars} characters
              </Trans>
            }
          />
          <SubmitButton variant="primary">
            <Trans>Add Review</Trans>
          </SubmitButton>
        </ZodForm>
      </Card.Body>
    </Card>
  );
}
