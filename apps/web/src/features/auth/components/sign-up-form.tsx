import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpInputSchema, type SignUpInput } from '@partline/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { FieldSpecs } from '@/components/ui/form/field-specs';
import { FormFields } from '@/components/ui/form/form-field';
import { EMAIL_INPUT } from '@/components/ui/form/inputs';
import { NewPasswordFields } from '@/components/ui/form/new-password-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { ZodForm } from '@/components/ui/form/zod-form';
import { paths } from '@/config/paths';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { useSignUp } from '../api/sign-up';
import { usePrefilledEmail } from '../hooks/use-return-to';
import { authErrorMessage } from '../auth-error';
import { PASSWORD_RULES } from '../new-password.schema';

/** The toast after a successful sign-up. */
const SIGN_UP_SUCCESS_MESSAGE = msg`Account created. Check your e-mail to verify it.`;

/** The form's values: the box starts unticked, which the schema then refuses. */
type SignUpFormValues = Omit<z.input<typeof SignUpInputSchema>, 'acceptTerms'> & {
  acceptTerms: boolean;
};

const FIELDS = {
  name: {
    id: 'sign-up-name',
    label: msg`Client Name`,
    autoComplete: 'name',
    placeholder: msg`Your name or your company's`,
  },
  email: { id: 'sign-up-email', ...EMAIL_INPUT },
} satisfies FieldSpecs<SignUpFormValues>;

export interface SignUpFormProps {
  /** Called once the account exists and the user is signed in. */
  onSignedUp: () => void;
}

/**
 * The sign-up form of spec §2 and §5: client name, e-mail, password, confirm password and
 * 'Accept Terms and Conditions'; 'Sign Up' stays disabled until the box is ticked. Messages come
 * from `SignUpInputSchema` word for word; the server's refusal (e.g. an e-mail already used) shows
 * above the button.
 */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  // Coming from an invitation: its address, which accepting it needs (decision 131).
  const { t, i18n } = useLingui();
  const specText = useSpecText();
  const prefilledEmail = usePrefilledEmail();
  const form = useForm<SignUpFormValues, unknown, SignUpInput>({
    // The schema reads any value (an unticked box included) and refuses what is not `true`.
    resolver: zodResolver(SignUpInputSchema) as Resolver<SignUpFormValues, unknown, SignUpInput>,
    defaultValues: {
      name: '',
      email: prefilledEmail,
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = form;
  const signUp = useSignUp();
  const termsAccepted = useWatch({ control, name: 'acceptTerms' });

  const onSubmit = handleSubmit((input) => {
    signUp.mutate(input, {
      onSuccess: () => {
        toast.success(i18n._(SIGN_UP_SUCCESS_MESSAGE));
        onSignedUp();
      },
    });
  });

  return (
    <ZodForm form={form} label={t`Sign Up`} onSubmit={onSubmit} pending={signUp.isPending}>
      <FormFields fields={FIELDS} className="mb-3" />
      <NewPasswordFields
        ids={{ password: 'sign-up-password', confirm: 'sign-up-confirm-password' }}
        labels={{ password: t`Password`, confirm: t`Confirm Password` }}
        help={PASSWORD_RULES}
      />
      <Form.Group className="mb-3" controlId="sign-up-terms">
        <Form.Check
          type="checkbox"
          label={
            // A new tab, so what the form holds stays.
            <Trans>
              Accept{' '}
              <Link to={paths.terms.getHref()} target="_blank" rel="noopener">
                Terms and Conditions
              </Link>
            </Trans>
          }
          isInvalid={Boolean(errors.acceptTerms)}
          feedback={errors.acceptTerms?.message && specText(errors.acceptTerms.message)}
          feedbackType="invalid"
          {...register('acceptTerms')}
        />
      </Form.Group>
      {signUp.isError ? (
        <Alert variant="danger" className="py-2">
          {specText(authErrorMessage(signUp.error))}
        </Alert>
      ) : null}
      <SubmitButton size="lg" className="w-100" disabled={!termsAccepted}>
        <Trans>Sign Up</Trans>
      </SubmitButton>
    </ZodForm>
  );
}
