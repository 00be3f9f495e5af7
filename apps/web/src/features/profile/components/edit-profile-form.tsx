import { zodResolver } from '@hookform/resolvers/zod';
import {
  UpdateProfileInputSchema,
  USER_MESSAGES,
  type UpdateProfileInput,
  type UserProfile,
} from '@partline/shared';
import { useState, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { uploadImage } from '@/lib/upload-image';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileAvatar } from './profile-avatar';

type ProfileFormValues = z.input<typeof UpdateProfileInputSchema>;

const FIELDS = ['displayName', 'institution', 'phoneNumber', 'address', 'dateOfBirth'] as const;

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

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'failed'; message: string };

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
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors },
  } = useForm<ProfileFormValues, unknown, UpdateProfileInput>({
    resolver: zodResolver(UpdateProfileInputSchema),
    defaultValues: toFormValues(profile),
  });
  const updateProfile = useUpdateProfile(email);
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const photoURL = useWatch({ control, name: 'photoURL' });
  const displayName = useWatch({ control, name: 'displayName' });
  const uploading = upload.status === 'uploading';

  const onPhotoChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUpload({ status: 'uploading', percent: 0 });
    uploadImage(file, { onProgress: (percent) => setUpload({ status: 'uploading', percent }) })
      .then((url) => {
        setValue('photoURL', url, { shouldDirty: true });
        setUpload({ status: 'idle' });
      })
      .catch((error: unknown) => {
        const message =
          error instanceof ApiError ? error.message : 'The photo could not be uploaded.';
        setUpload({ status: 'failed', message });
        event.target.value = '';
      });
  };

  const onSubmit = handleSubmit((input) => {
    updateProfile.mutate(filledFields(input), {
      onSuccess: () => {
        toast.success(USER_MESSAGES.profileUpdated);
        onSaved();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.details) {
          for (const field of FIELDS) {
            const message = error.details[field]?.[0];
            if (message) setError(field, { message });
          }
        }
        toast.error(error.message);
      },
    });
  });

  return (
    <Card className="profile-card">
      <Card.Body>
        <h2 className="profile-card__title">Profile</h2>
        <Form noValidate onSubmit={onSubmit} aria-label="Edit Profile">
          <div className="profile-photo-field mb-4">
            <ProfileAvatar photoURL={photoURL} name={displayName || email} size={96} />
            <Form.Group className="flex-grow-1" controlId="profile-photo">
              <Form.Label>Profile Photo</Form.Label>
              <Form.Control
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                onChange={onPhotoChange}
                disabled={uploading}
                isInvalid={upload.status === 'failed'}
              />
              <Form.Control.Feedback type="invalid">
                {upload.status === 'failed' ? upload.message : null}
              </Form.Control.Feedback>
              {uploading ? (
                <ProgressBar
                  className="mt-2"
                  now={upload.percent}
                  label={upload.percent < 100 ? `${upload.percent}%` : 'Processing…'}
                  aria-label="Photo upload progress"
                  animated
                />
              ) : (
                <Form.Text>JPEG, PNG, WebP, GIF or AVIF, at most 5 MB.</Form.Text>
              )}
            </Form.Group>
          </div>
          <div className="row g-3">
            <Form.Group className="col-12 col-md-6" controlId="profile-display-name">
              <Form.Label>Display Name</Form.Label>
              <Form.Control
                autoComplete="name"
                isInvalid={Boolean(errors.displayName)}
                {...register('displayName')}
              />
              <Form.Control.Feedback type="invalid">
                {errors.displayName?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-12 col-md-6" controlId="profile-institution">
              <Form.Label>Institution</Form.Label>
              <Form.Control
                autoComplete="organization"
                isInvalid={Boolean(errors.institution)}
                {...register('institution')}
              />
              <Form.Control.Feedback type="invalid">
                {errors.institution?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-12 col-md-6" controlId="profile-phone">
              <Form.Label>Phone Number</Form.Label>
              <Form.Control
                type="tel"
                autoComplete="tel"
                isInvalid={Boolean(errors.phoneNumber)}
                {...register('phoneNumber')}
              />
              <Form.Control.Feedback type="invalid">
                {errors.phoneNumber?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-12 col-md-6" controlId="profile-date-of-birth">
              <Form.Label>Date of Birth</Form.Label>
              <Form.Control
                type="date"
                autoComplete="bday"
                isInvalid={Boolean(errors.dateOfBirth)}
                {...register('dateOfBirth')}
              />
              <Form.Control.Feedback type="invalid">
                {errors.dateOfBirth?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-12" controlId="profile-address">
              <Form.Label>Address</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                autoComplete="street-address"
                isInvalid={Boolean(errors.address)}
                {...register('address')}
              />
              <Form.Control.Feedback type="invalid">
                {errors.address?.message}
              </Form.Control.Feedback>
            </Form.Group>
          </div>
          {updateProfile.isError && !(updateProfile.error instanceof ApiError) ? (
            <Alert variant="danger" className="mt-3 py-2">
              {updateProfile.error.message}
            </Alert>
          ) : null}
          <p className="form-text mt-3">Fields you leave empty keep their current value.</p>
          <Button type="submit" variant="primary" disabled={uploading || updateProfile.isPending}>
            {updateProfile.isPending ? (
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            ) : null}
            Update Profile
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
