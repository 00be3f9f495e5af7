import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { USER_MESSAGES } from '@partline/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import toast from 'react-hot-toast';
import { i18n } from '@/lib/i18n/i18n';
import { translateSpecText } from '@/lib/i18n/spec-texts';
import { useChangePassword } from '../api/change-password';
import { ApiError } from '@/lib/api-error';
import { authErrorMessage } from '../auth-error';
import { ChangePasswordInputSchema } from '../new-password.schema';
import { FormField } from '@/components/ui/form/form-field';
import { CURRENT_PASSWORD_INPUT } from '@/components/ui/form/inputs';
import { NewPasswordFields } from '@/components/ui/form/new-password-fields';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';

/** The toast after the password has changed. */
export const PASSWORD_CHANGED_MESSAGE = 'Password Changed Successfully';

function changePasswordErrorMessage(error: unknown): string {
  // Spec §5: a password update without a session fails with 'No user is logged in'.
  if (error instanceof ApiError && error.status === 401) {
    return translateSpecText(i18n, USER_MESSAGES.noUserLoggedIn);
  }
  if (error instanceof ApiError && error.reason === 'INVALID_PASSWORD') {
    return i18n._(msg`The current password is not correct.`);
  }
  return translateSpecText(i18n, authErrorMessage(error));
}

/** The 'Change Password' card of the profile form: current, new and confirmed password. */
export function ChangePasswordCard() {
  const { t } = useLingui();
  const form = useZodForm(ChangePasswordInputSchema, {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });
  const { handleSubmit, reset } = form;
  const changePassword = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = handleSubmit(({ currentPassword, password }) => {
    setFailure(null);
    changePassword.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          toast.success(t`Password Changed Successfully`);
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
        <h2 className="profile-card__title">
          <Trans>Change Password</Trans>
        </h2>
        <ZodForm
          form={form}
          label={t`Change Password`}
          onSubmit={onSubmit}
          pending={changePassword.isPending}
        >
          <FormField
            name="currentPassword"
            id="change-current-password"
            className="mb-3"
            label={t`Current Password`}
            {...CURRENT_PASSWORD_INPUT}
          />
          <NewPasswordFields
            ids={{ password: 'change-new-password', confirm: 'change-confirm-password' }}
            labels={{ password: t`New Password`, confirm: t`Confirm New Password` }}
          />
          {failure ? (
            <Alert variant="danger" className="py-2">
              {failure}
            </Alert>
          ) : null}
          <SubmitButton variant="outline-primary">
            <Trans>Change Password</Trans>
          </SubmitButton>
        </ZodForm>
      </Card.Body>
    </Card>
  );
}
