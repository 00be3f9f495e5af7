import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import toast from 'react-hot-toast';
import { useResetPassword } from '../api/reset-password';
import { authErrorMessage } from '../auth-error';
import { NewPasswordInputSchema, PASSWORD_RULES } from '../new-password.schema';
import { NewPasswordFields } from '@/components/ui/form/new-password-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';

/** The toast after the password has been reset. */
const PASSWORD_RESET_MESSAGE = msg`Password changed. Please log in with your new password.`;

export interface ResetPasswordFormProps {
  /** The token of the reset link. */
  token: string;
  /** Called after the password has changed. */
  onReset: () => void;
}

/** A new password and its confirmation (the sign-up rules), sent with the mailed token. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const form = useZodForm(NewPasswordInputSchema, { password: '', confirmPassword: '' });
  const resetPassword = useResetPassword();

  const onSubmit = form.handleSubmit(({ password }) => {
    resetPassword.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success(i18n._(PASSWORD_RESET_MESSAGE));
          onReset();
        },
      },
    );
  });

  return (
    <ZodForm
      form={form}
      label={t`Reset Password`}
      onSubmit={onSubmit}
      pending={resetPassword.isPending}
    >
      <NewPasswordFields
        ids={{ password: 'reset-password', confirm: 'reset-confirm-password' }}
        labels={{ password: t`New Password`, confirm: t`Confirm Password` }}
        help={PASSWORD_RULES}
      />
      {resetPassword.isError ? (
        <Alert variant="danger" className="py-2">
          {authErrorMessage(resetPassword.error)}
        </Alert>
      ) : null}
      <SubmitButton variant="primary" size="lg" className="w-100">
        <Trans>Reset Password</Trans>
      </SubmitButton>
    </ZodForm>
  );
}
