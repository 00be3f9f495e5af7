import {
  LOGIN_ERROR_CLEAR_MS,
  LoginInputSchema,
  USER_MESSAGES,
  type LoginInput,
} from '@partline/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useSignIn } from '../api/sign-in';
import { signInErrorMessage } from '../auth-error';
import { usePrefilledEmail } from '../hooks/use-return-to';
import type { FieldSpecs } from '@/components/ui/form/field-specs';
import { FormFields } from '@/components/ui/form/form-field';
import { CURRENT_PASSWORD_INPUT, EMAIL_INPUT } from '@/components/ui/form/inputs';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { translateSpecText } from '@/lib/i18n/spec-texts';

const FIELDS = {
  email: { id: 'login-email', className: 'mb-3', ...EMAIL_INPUT },
  password: {
    id: 'login-password',
    className: 'mb-2',
    label: msg`Password`,
    ...CURRENT_PASSWORD_INPUT,
    placeholder: msg`Your password`,
  },
} satisfies FieldSpecs<LoginInput>;

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
  const { t, i18n } = useLingui();
  const say = (text: string) => translateSpecText(i18n, text);
  const form = useZodForm(LoginInputSchema, { email: usePrefilledEmail(), password: '' });
  const { handleSubmit, getValues } = form;
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
        toast.success(say(USER_MESSAGES.loginSuccessful));
        onSignedIn();
      },
      onError: (error) => setServerError(say(signInErrorMessage(error))),
    });
  });

  const sendResetEmail = () => {
    const email = LoginInputSchema.shape.email.safeParse(getValues('email'));
    if (!email.success) {
      toast.error(say(USER_MESSAGES.emailInvalid));
      return;
    }
    passwordReset.mutate(email.data, {
      onSuccess: () => {
        toast.success(say(USER_MESSAGES.sendingResetEmail));
      },
      onError: () => {
        toast.error(say(USER_MESSAGES.emailInvalid));
      },
    });
  };

  return (
    <ZodForm form={form} label={t`Login`} onSubmit={onSubmit} pending={signIn.isPending}>
      <FormFields fields={FIELDS} />
      <div className="d-flex justify-content-end mb-3">
        <Button
          type="button"
          variant="link"
          className="auth-card__link-button"
          onClick={sendResetEmail}
          disabled={passwordReset.isPending}
        >
          <Trans>Forget Password</Trans>
        </Button>
      </div>
      {serverError ? (
        <p className="auth-card__error text-danger" role="alert">
          {serverError}
        </p>
      ) : null}
      <SubmitButton variant="primary" size="lg" className="w-100">
        <Trans>Login</Trans>
      </SubmitButton>
    </ZodForm>
  );
}
