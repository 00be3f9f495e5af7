import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import toast from 'react-hot-toast';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { Icon } from '@/components/ui/icon';
import { RETURN_DOWNLOAD_FAILED } from '../api/returns';

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export interface DownloadButtonProps {
  /** Saves the file; resolves with its name. */
  download: () => Promise<string>;
  children: string;
  /** Says 'Downloaded <file>' once saved (a CSV), not only on failure. */
  confirm?: boolean;
}

/**
 * A small outlined button that downloads a file of the returns (a label, the CSV): a spinner while
 * it runs, the API's message as a toast when it fails (not when the user cancels a save picker).
 */
export function DownloadButton({ download, children, confirm = false }: DownloadButtonProps) {
  const { t } = useLingui();
  const specText = useBuyerText();
  const mutation = useMutation({ mutationFn: download });
  return (
    <Button
      variant="outline-primary"
      size="sm"
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(undefined, {
          onSuccess: (fileName) => {
            if (confirm) toast.success(t`Downloaded ${fileName}`);
          },
          onError: (error) => {
            if (!cancelled(error))
              toast.error(
                error.message && error.message !== RETURN_DOWNLOAD_FAILED
                  ? specText(error.message)
                  : t`The file could not be downloaded. Please try again.`,
              );
          },
        })
      }
    >
      {mutation.isPending ? (
        <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
      ) : (
        <Icon name="download" size={16} className="me-1" />
      )}
      {children}
    </Button>
  );
}
