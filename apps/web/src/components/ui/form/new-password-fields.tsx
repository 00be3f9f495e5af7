import type { ReactNode } from 'react';
import type { FieldError, Path, UseFormRegister } from 'react-hook-form';
import { Field } from './field';

/** The two values every new-password form has. */
interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Both controls: a password the browser may offer to generate and save. */
const NEW_PASSWORD_INPUT = {
  className: 'mb-3',
  type: 'password',
  autoComplete: 'new-password',
} as const;

export interface NewPasswordFieldsProps<Values extends NewPasswordValues> {
  /** The controls' ids: each page keeps its own (`sign-up-password`, `reset-password`, …). */
  ids: { password: string; confirm: string };
  /** The labels, as each page of spec §2 words them. */
  labels: { password: ReactNode; confirm: ReactNode };
  register: UseFormRegister<Values>;
  errors: { password?: FieldError | undefined; confirmPassword?: FieldError | undefined };
  /** A hint under the new password (the password rules), hidden while it shows an error. */
  help?: ReactNode;
}

/**
 * A new password and its confirmation, as sign-up, reset password and change password ask for
 * them: `type="password"`, `autoComplete="new-password"`, each with its error under it.
 */
export function NewPasswordFields<Values extends NewPasswordValues>({
  ids,
  labels,
  register,
  errors,
  help,
}: NewPasswordFieldsProps<Values>) {
  return (
    <>
      <Field
        id={ids.password}
        label={labels.password}
        {...NEW_PASSWORD_INPUT}
        error={errors.password?.message}
        help={help}
        hideHelpOnError
        {...register('password' as Path<Values>)}
      />
      <Field
        id={ids.confirm}
        label={labels.confirm}
        {...NEW_PASSWORD_INPUT}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword' as Path<Values>)}
      />
    </>
  );
}
