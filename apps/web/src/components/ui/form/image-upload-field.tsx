import { useSpecText } from '@/lib/i18n/spec-texts';
import { useFormat } from '@/lib/i18n/format';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { ApiError } from '@/lib/api-error';
import { uploadImage } from '@/lib/upload-image';
import { FileInput } from './file-input';

/** The image types `POST /images` takes (DESIGN.md, Files and mail). */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'failed'; message: string };

export interface ImageUploadFieldProps {
  id: string;
  label: ReactNode;
  /** Names the progress bar, e.g. 'Photo upload progress'. */
  progressLabel: string;
  /** Said when the upload fails without a message from the API. */
  failedMessage: string;
  /** Called with the stored image's URL once uploaded. */
  onUploaded: (url: string) => void;
  /** Called when an upload starts and ends, e.g. to hold the form's submit meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  /** The form's own message for the image (shown unless an upload has just failed). */
  error?: string | undefined;
  className?: string;
  /** Rendered inside the group, after the file input (e.g. the hidden field of the URL). */
  children?: ReactNode;
}

/**
 * A file input that uploads the chosen image at once to `POST /images` and shows its progress
 * (then 'Processing…' while the server re-encodes it); a refused file shows the API's message.
 */
export function ImageUploadField({
  id,
  label,
  progressLabel,
  failedMessage,
  onUploaded,
  onUploadingChange,
  error,
  className,
  children,
}: ImageUploadFieldProps) {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useSpecText();
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const uploading = upload.status === 'uploading';
  const message = upload.status === 'failed' ? upload.message : error;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setUpload({ status: 'uploading', percent: 0 });
    onUploadingChange?.(true);
    uploadImage(file, { onProgress: (percent) => setUpload({ status: 'uploading', percent }) })
      .then((url) => {
        onUploaded(url);
        setUpload({ status: 'idle' });
      })
      .catch((failure: unknown) => {
        setUpload({
          status: 'failed',
          message: failure instanceof ApiError ? failure.message : failedMessage,
        });
        event.target.value = '';
      })
      .finally(() => onUploadingChange?.(false));
  };

  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <FileInput
        accept={ACCEPTED}
        onChange={onChange}
        disabled={uploading}
        isInvalid={Boolean(message)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : uploading ? undefined : `${id}-help`}
      />
      {children}
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {message === undefined ? null : specText(message)}
      </Form.Control.Feedback>
      {uploading ? (
        <ProgressBar
          className="mt-2"
          now={upload.percent}
          label={upload.percent < 100 ? `${format.number(upload.percent)}%` : t`Processing…`}
          aria-label={progressLabel}
          animated
        />
      ) : (
        <Form.Text id={`${id}-help`}>
          <Trans>JPEG, PNG, WebP, GIF or AVIF, at most 5 MB.</Trans>
        </Form.Text>
      )}
    </Form.Group>
  );
}
