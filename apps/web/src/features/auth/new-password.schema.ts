import { msg } from '@lingui/core/macro';
import { SignUpInputSchema, USER_MESSAGES } from '@partline/shared';
import { z } from 'zod';

/** A new password and its confirmation, with the sign-up rules (spec §5). */
const newPasswordShape = {
  password: SignUpInputSchema.shape.password,
  confirmPassword: z.string(),
};

/** The confirmation repeats the password… */
const confirmed = (value: { password: string; confirmPassword: string }) =>
  value.password === value.confirmPassword;

/** …or the specification's message shows under the confirmation (spec §5). */
const mismatch = { error: USER_MESSAGES.passwordMismatch, path: ['confirmPassword'] };

/** A new password and its confirmation, with the sign-up rules and messages (spec §5). */
export const NewPasswordInputSchema = z.object(newPasswordShape).refine(confirmed, mismatch);

/** Parsed new password. */
export type NewPasswordInput = z.output<typeof NewPasswordInputSchema>;

/** The change-password form: the current password, then a new one as above. */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Current Password is Required' }),
    ...newPasswordShape,
  })
  .refine(confirmed, mismatch);

/** Parsed change-password form. */
export type ChangePasswordInput = z.output<typeof ChangePasswordInputSchema>;

/** The hint under a new password field: the rules of `SignUpInputSchema`'s password. */
export const PASSWORD_RULES = msg`At least 8 characters with a lowercase letter, an uppercase letter, a number and one of @$!%*?&.`;
