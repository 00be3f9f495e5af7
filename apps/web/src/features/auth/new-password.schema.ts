import { SignUpInputSchema, USER_MESSAGES } from '@partline/shared';
import { z } from 'zod';

/** A new password and its confirmation, with the sign-up rules and messages (spec §5). */
export const NewPasswordInputSchema = z
  .object({
    password: SignUpInputSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: USER_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });

/** Parsed new password. */
export type NewPasswordInput = z.output<typeof NewPasswordInputSchema>;

/** The change-password form: the current password, then a new one as above. */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Current Password is Required' }),
    password: SignUpInputSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    error: USER_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  });

/** Parsed change-password form. */
export type ChangePasswordInput = z.output<typeof ChangePasswordInputSchema>;

/** The hint under a new password field: the rules of `SignUpInputSchema`'s password. */
export const PASSWORD_RULES =
  'At least 8 characters with a lowercase letter, an uppercase letter, a number and one of @$!%*?&.';
