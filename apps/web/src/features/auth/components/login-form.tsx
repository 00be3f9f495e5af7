import { LOGIN_ERROR_CLEAR_MS, LoginInputSchema, USER_MESSAGES } from '@partline/shared';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import toast from 'react-hot-toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useSignIn } from '../api/sign-in';
import { signInErrorMessage } from '../auth-error';
import { Field } from '@/components/ui/form/field';
import { EMAIL_INPUT } from '@/components/ui/form/inputs';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';

export interface LoginFormProps {
  /** Called after a successful sign-in (the 'Login Successful' toast has shown). */
  onSignedIn: () => void;
}

/**
 * The login form of spec §2: e-mail and password (spec §5: both required); the server's
 * 'User Does Not Exist. Please Sign Up' or 'Wrong Password' shows in red for 7 s (spec §4); 'Forget
 * Password' mails a reset link to the typed address (spec §8 toasts).
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { handleSubmit, getValues, field } = useZodForm(LoginInputSchema, {
    email: '',
    password: '',
  });
  const signIn = useSignIn();
  const passwordReset = useRequestPasswordReset();
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (serverError === null) return;
    const timer = window.setTimeout(() => setServerError(null), LOGIN_ERROR_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [serverError]);

  const onSubmit = handleSubmit((input) => {
    setServerError(null);
    signIn.mutate(input, {
      onSuccess: () => {
        toast.success(USER_MESSAGES.loginSuccessful);
        onSignedIn();
      },
      onError: (error) => setServerError(signInErrorMessage(error)),
    });
  });

  const sendResetEmail = () => {
    const email = LoginInputSchema.shape.email.safeParse(getValues('email'));
    if (!email.success) {
      toast.error(USER_MESSAGES.emailInvalid);
      return;
    }
    passwordReset.mutate(email.data, {
      onSuccess: () => {
        toast.success(USER_MESSAGES.sendingResetEmail);
      },
      onError: () => {
        toast.error(USER_MESSAGES.emailInvalid);
      },
    });
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Login">
      <Field id="login-email" className="mb-3" {...EMAIL_INPUT} {...field('email')} />
      <Field
        id="login-password"
        className="mb-2"
        label="Password"
        type="password"
        autoComplete="current-password"
        placeholder="Your password"
        {...field('password')}
      />
      <div className="d-flex justify-content-end mb-3">
        <Button
          type="button"
          variant="link"
          className="auth-card__link-button"
          onClick={sendResetEmail}
          disabled={passwordReset.isPending}
        >
          Forget Password
        </Button>
      </div>
      {serverError ? (
        <p className="auth-card__error text-danger" role="alert">
          {serverError}
        </p>
      ) : null}
      <SubmitButton variant="primary" size="lg" className="w-100" pending={signIn.isPending}>
        Login
      </SubmitButton>
    </Form>
  );
}
