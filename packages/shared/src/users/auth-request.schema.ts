import { z } from 'zod';
import { USER_MESSAGES as M } from './user.messages.js';
import { DisplayNameSchema, PhotoURLSchema } from './profile.schema.js';
import { PasswordSchema } from './user.schema.js';

/**
 * `POST /api/auth/reset-password` body: the token of the reset mail and a new password under the
 * sign-up rules of spec §5 ({@link PasswordSchema}).
 */
export const ResetPasswordRequestSchema = z
  .object({ newPassword: PasswordSchema, token: z.string().min(1).max(256) })
  .meta({ id: 'ResetPasswordRequest' });

/**
 * `POST /api/auth/change-password` body: the current password and a new one under the sign-up
 * rules of spec §5. Other sessions are always revoked, whatever `revokeOtherSessions` says.
 */
export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(128),
    newPassword: PasswordSchema,
    revokeOtherSessions: z.boolean().optional(),
  })
  .meta({ id: 'ChangePasswordRequest' });

/**
 * `POST /api/auth/update-user` body: the account's name and photo only, under the rules of the
 * profile route ({@link DisplayNameSchema}, {@link PhotoURLSchema}). Any other key —
 * `email`, `role`, `emailVerified`, `banned` — is refused.
 */
export const UpdateAccountRequestSchema = z
  .strictObject({
    name: DisplayNameSchema.optional(),
    image: PhotoURLSchema.optional(),
  })
  .meta({ id: 'UpdateAccountRequest' });

/** Parsed `update-user` body. */
export type UpdateAccountRequest = z.output<typeof UpdateAccountRequestSchema>;
