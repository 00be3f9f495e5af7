import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  UpdateProfileInputSchema,
  USER_MESSAGES,
  type UpdateProfileInput,
  type UserProfile,
} from '@partline/shared';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { useSpecText } from '@/lib/i18n/spec-texts';
import { fieldNames, type FieldSpecs } from '@/components/ui/form/field-specs';
import { FormFields } from '@/components/ui/form/form-field';
import { ADDRESS_INPUT, PHONE_INPUT } from '@/components/ui/form/inputs';
import { ImageUploadField } from '@/components/ui/form/image-upload-field';
import { setFieldErrors } from '@/components/ui/form/set-field-errors';
import { SubmitButton } from '@/components/ui/form/submit-button';
import { useZodForm } from '@/components/ui/form/use-zod-form';
import { ZodForm } from '@/components/ui/form/zod-form';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { ApiError } from '@/lib/api-error';
import { useUpdateProfile } from '../api/update-profile';

type ProfileFormValues = z.input<typeof UpdateProfileInputSchema>;

/** The typed fields, on a grid of two columns (the photo is uploaded on its own). */
const FIELDS = {
  displayName: { id: 'profile-display-name', label: msg`Display Name`, autoComplete: 'name' },
  institution: {
    id: 'profile-institution',
    label: msg`Institution`,
    autoComplete: 'organization',
  },
  phoneNumber: { id: 'profile-phone', ...PHONE_INPUT },
  dateOfBirth: {
    id: 'profile-date-of-birth',
    label: msg`Date of Birth`,
    type: 'date',
    autoComplete: 'bday',
  },
  address: { id: 'profile-address', className: 'col-12', ...ADDRESS_INPUT, rows: 3 },
} satisfies FieldSpecs<ProfileFormValues>;

/** A stored value as the form shows it: 'N/A' (spec §5) and non-dates become empty. */
function toFormValues(profile: UserProfile): ProfileFormValues {
  const value = (text: string) => (text === USER_MESSAGES.notAvailable ? '' : text);
  return {
    displayName: value(profile.displayName),
    institution: value(profile.institution),
    phoneNumber: value(profile.phoneNumber),
    address: value(profile.address),
    dateOfBirth: /^\d{4}-\d{2}-\d{2}$/.test(profile.dateOfBirth) ? profile.dateOfBirth : '',
    photoURL: value(profile.photoURL),
  };
}

/** Spec §5: a field left empty keeps its value, so only filled ones are sent. */
function filledFields(input: UpdateProfileInput): UpdateProfileInput {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
}

export interface EditProfileFormProps {
  email: string;
  profile: UserProfile;
  /** Called after the profile has been saved (the toast has shown). */
  onSaved: () => void;
}

/**
 * The profile form (spec §2): display name, institution, phone, address, date of birth and a photo
 * uploaded at once to `POST /images` with a progress bar; saving sends `PUT /update/user/{email}`
 * and shows 'Profile Updated Successfully' (spec §8).
 */
export function EditProfileForm({ email, profile, onSaved }: EditProfileFormProps) {
  const { t } = useLingui();
  const specText = useSpecText();
  const form = useZodForm(UpdateProfileInputSchema, toFormValues(profile));
  const { handleSubmit, setValue, setError, control } = form;
  const updateProfile = useUpdateProfile(email);
  const [uploading, setUploading] = useState(false);
  const photoURL = useWatch({ control, name: 'photoURL' });
  const displayName = useWatch({ control, name: 'displayName' });

  const onSubmit = handleSubmit((input) => {
    updateProfile.mutate(filledFields(input), {
      onSuccess: () => {
        toast.success(specText(USER_MESSAGES.profileUpdated));
        onSaved();
      },
      onError: (error) => {
        setFieldErrors(error, fieldNames(FIELDS), setError);
        toast.error(specText(error.message));
      },
    });
  });

  return (
    <Card className="profile-card">
      <Card.Body>
        <h2 className="profile-card__title">
          <Trans>Profile</Trans>
        </h2>
        <ZodForm
          form={form}
          label={t`Edit Profile`}
          onSubmit={onSubmit}
          pending={updateProfile.isPending}
        >
          <div className="profile-photo-field mb-4">
            <PersonAvatar photoURL={photoURL} name={displayName || email} size="md" />
            <ImageUploadField
              id="profile-photo"
              className="flex-grow-1"
              label={t`Profile Photo`}
              progressLabel={t`Photo upload progress`}
              failedMessage={t`The photo could not be uploaded.`}
              onUploaded={(url) => setValue('photoURL', url, { shouldDirty: true })}
              onUploadingChange={setUploading}
            />
          </div>
          <div className="row g-3">
            <FormFields fields={FIELDS} className="col-12 col-md-6" />
          </div>
          {updateProfile.isError && !(updateProfile.error instanceof ApiError) ? (
            <Alert variant="danger" className="mt-3 py-2">
              {specText(updateProfile.error.message)}
            </Alert>
          ) : null}
          <p className="form-text mt-3">
            <Trans>Fields you leave empty keep their current value.</Trans>
          </p>
          <SubmitButton variant="primary" disabled={uploading}>
            <Trans>Update Profile</Trans>
          </SubmitButton>
        </ZodForm>
      </Card.Body>
    </Card>
  );
}
