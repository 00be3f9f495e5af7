import { zodResolver } from '@hookform/resolvers/zod';
import { USER_MESSAGES } from '@partline/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useChangePassword } from '../api/change-password';
import { ApiError } from '@/lib/api-error';
import { authErrorMessage } from '../auth-error';
import { ChangePasswordInputSchema, type ChangePasswordInput } from '../new-password.schema';

/** The toast after the password has changed. */
export const PASSWORD_CHANGED_MESSAGE = 'Password Changed Successfully';

function changePasswordErrorMessage(error: unknown): string {
  // Spec §5: a password update without a session fails with 'No user is logged in'.
  if (error instanceof ApiError && error.status === 401) {
    return USER_MESSAGES.noUserLoggedIn;
  }
  if (error instanceof ApiError && error.reason === 'INVALID_PASSWORD') {
    return 'The current password is not correct.';
  }
  return authErrorMessage(error);
}

/** The 'Change Password' card of the profile form: current, new and confirmed password. */
export function ChangePasswordCard() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInputSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(({ currentPassword, password }) => {
    setFailure(null);
    changePassword.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          toast.success(PASSWORD_CHANGED_MESSAGE);
          reset();
        },
        onError: (error) => {
          const message = changePasswordErrorMessage(error);
          setFailure(message);
          toast.error(message);
        },
      },
    );
  });

  return (
    <Card className="profile-card">
      <Card.Body>
        <h2 className="profile-card__title">Change Password</h2>
        <Form noValidate onSubmit={onSubmit} aria-label="Change Password">
          <Form.Group className="mb-3" controlId="change-current-password">
            <Form.Label>Current Password</Form.Label>
            <Form.Control
              type="password"
              autoComplete="current-password"
              isInvalid={Boolean(errors.currentPassword)}
              {...register('currentPassword')}
            />
            <Form.Control.Feedback type="invalid">
              {errors.currentPassword?.message}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="change-new-password">
            <Form.Label>New Password</Form.Label>
            <Form.Control
              type="password"
              autoComplete="new-password"
              isInvalid={Boolean(errors.password)}
              {...register('password')}
            />
            <Form.Control.Feedback type="invalid">{errors.password?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="change-confirm-password">
            <Form.Label>Confirm New Password</Form.Label>
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
          {failure ? (
            <Alert variant="danger" className="py-2">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" variant="outline-primary" disabled={changePassword.isPending}>
            {changePassword.isPending ? (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            ) : null}
            Change Password
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
