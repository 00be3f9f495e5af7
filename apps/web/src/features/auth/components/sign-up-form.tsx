import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpInputSchema, type SignUpInput } from '@partline/shared';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { useSignUp } from '../api/sign-up';
import { authErrorMessage } from '../auth-error';

/** The toast after a successful sign-up. */
export const SIGN_UP_SUCCESS_MESSAGE = 'Account created. Check your e-mail to verify it.';

/** The form's values: the box starts unticked, which the schema then refuses. */
type SignUpFormValues = Omit<z.input<typeof SignUpInputSchema>, 'acceptTerms'> & {
  acceptTerms: boolean;
};

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
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SignUpFormValues, unknown, SignUpInput>({
    // The schema reads any value (an unticked box included) and refuses what is not `true`.
    resolver: zodResolver(SignUpInputSchema) as Resolver<SignUpFormValues, unknown, SignUpInput>,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });
  const signUp = useSignUp();
  const termsAccepted = useWatch({ control, name: 'acceptTerms' });

  const onSubmit = handleSubmit((input) => {
    signUp.mutate(input, {
      onSuccess: () => {
        toast.success(SIGN_UP_SUCCESS_MESSAGE);
        onSignedUp();
      },
    });
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Sign Up">
      <Form.Group className="mb-3" controlId="sign-up-name">
        <Form.Label>Client Name</Form.Label>
        <Form.Control
          autoComplete="name"
          placeholder="Your name or your company's"
          isInvalid={Boolean(errors.name)}
          {...register('name')}
        />
        <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="sign-up-email">
        <Form.Label>Email</Form.Label>
        <Form.Control
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          isInvalid={Boolean(errors.email)}
          {...register('email')}
        />
        <Form.Control.Feedback type="invalid">{errors.email?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="sign-up-password">
        <Form.Label>Password</Form.Label>
        <Form.Control
          type="password"
          autoComplete="new-password"
          aria-describedby="sign-up-password-help"
          isInvalid={Boolean(errors.password)}
          {...register('password')}
        />
        <Form.Control.Feedback type="invalid">{errors.password?.message}</Form.Control.Feedback>
        {errors.password ? null : (
          <Form.Text id="sign-up-password-help">
            At least 8 characters with a lowercase letter, an uppercase letter, a number and one of
            @$!%*?&amp;.
          </Form.Text>
        )}
      </Form.Group>
      <Form.Group className="mb-3" controlId="sign-up-confirm-password">
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
      <Form.Group className="mb-3" controlId="sign-up-terms">
        <Form.Check
          type="checkbox"
          label="Accept Terms and Conditions"
          isInvalid={Boolean(errors.acceptTerms)}
          feedback={errors.acceptTerms?.message}
          feedbackType="invalid"
          {...register('acceptTerms')}
        />
      </Form.Group>
      {signUp.isError ? (
        <Alert variant="danger" className="py-2">
          {authErrorMessage(signUp.error)}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-100"
        disabled={!termsAccepted || signUp.isPending}
      >
        {signUp.isPending ? (
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        ) : null}
        Sign Up
      </Button>
    </Form>
  );
}
