import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { FormField } from './form-field';

/** Both controls: a password the browser may offer to generate and save. */
const NEW_PASSWORD_INPUT = {
  className: 'mb-3',
  type: 'password',
  autoComplete: 'new-password',
} as const;

export interface NewPasswordFieldsProps {
  /** The controls' ids: each page keeps its own (`sign-up-password`, `reset-password`, …). */
  ids: { password: string; confirm: string };
  /** The labels, as each page of spec §2 words them. */
  labels: { password: ReactNode; confirm: ReactNode };
  /** A hint under the new password (the password rules), hidden while it shows an error. */
  help?: ReactNode | MessageDescriptor;
}

/**
 * A new password and its confirmation (the values `password` and `confirmPassword` of the
 * surrounding `ZodForm`), as sign-up, reset password and change password ask for them:
 * `type="password"`, `autoComplete="new-password"`, each with its error under it.
 */
export function NewPasswordFields({ ids, labels, help }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        name="password"
        id={ids.password}
        label={labels.password}
        {...NEW_PASSWORD_INPUT}
        help={help}
        hideHelpOnError
      />
      <FormField
        name="confirmPassword"
        id={ids.confirm}
        label={labels.confirm}
        {...NEW_PASSWORD_INPUT}
      />
    </>
  );
}
