import { zodResolver } from '@hookform/resolvers/zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useResetPassword } from '../api/reset-password';
import { authErrorMessage } from '../auth-error';
import { NewPasswordInputSchema, type NewPasswordInput } from '../new-password.schema';

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
  } = useForm<NewPasswordInput>({
    resolver: zodResolver(NewPasswordInputSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
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
      <Form.Group className="mb-3" controlId="reset-password">
        <Form.Label>New Password</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          isInvalid={Boolean(errors.password)}
          {...register('password')}
        />
        <Form.Control.Feedback type="invalid">{errors.password?.message}</Form.Control.Feedback>
        {errors.password ? null : (
          <Form.Text>
            At least 8 characters with a lowercase letter, an uppercase letter, a number and one of
            @$!%*?&amp;.
          </Form.Text>
        )}
      </Form.Group>
      <Form.Group className="mb-3" controlId="reset-confirm-password">
        <Form.Label>Confirm Password</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          isInvalid={Boolean(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <Form.Control.Feedback type="invalid">
          {errors.confirmPassword?.message}
        </Form.Control.Feedback>
      </Form.Group>
      {resetPassword.isError ? (
        <Alert variant="danger" className="py-2">
          {authErrorMessage(resetPassword.error)}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-100"
        disabled={resetPassword.isPending}
      >
        {resetPassword.isPending ? (
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        ) : null}
        Reset Password
      </Button>
    </Form>
  );
}
