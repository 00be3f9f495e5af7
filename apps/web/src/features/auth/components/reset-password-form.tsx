import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import toast from 'react-hot-toast';
import { useResetPassword } from '../api/reset-password';
import { authErrorMessage } from '../auth-error';
import { NewPasswordInputSchema, PASSWORD_RULES } from '../new-password.schema';
import { NewPasswordFields } from '@/components/ui/form/new-password-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';

/** The toast after the password has been reset. */
export const PASSWORD_RESET_MESSAGE = 'Password changed. Please log in with your new password.';

export interface ResetPasswordFormProps {
  /** The token of the reset link. */
  token: string;
  /** Called after the password has changed. */
  onReset: () => void;
}

/** A new password and its confirmation (the sign-up rules), sent with the mailed token. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(NewPasswordInputSchema, { password: '', confirmPassword: '' });
  const resetPassword = useResetPassword();

  const onSubmit = handleSubmit(({ password }) => {
    resetPassword.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success(PASSWORD_RESET_MESSAGE);
          onReset();
        },
      },
    );
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Reset Password">
      <NewPasswordFields
        ids={{ password: 'reset-password', confirm: 'reset-confirm-password' }}
        labels={{ password: 'New Password', confirm: 'Confirm Password' }}
        register={register}
        errors={errors}
        help={PASSWORD_RULES}
      />
      {resetPassword.isError ? (
        <Alert variant="danger" className="py-2">
          {authErrorMessage(resetPassword.error)}
        </Alert>
      ) : null}
      <SubmitButton variant="primary" size="lg" className="w-100" pending={resetPassword.isPending}>
        Reset Password
      </SubmitButton>
    </Form>
  );
}
