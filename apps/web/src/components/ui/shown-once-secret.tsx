import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import toast from 'react-hot-toast';
import { Icon } from './icon';

export interface ShownOnceSecretProps {
  /** The secret (an API key, a webhook signing secret). */
  secret: string;
  /** What it is, for the code's and the button's accessible names ("API key secret"). */
  label: string;
  /** What the secret is for and how to use it. */
  children: ReactNode;
  onClose: () => void;
}

/**
 * A secret the server answers once (decisions 190, 192), with a copy button: it cannot be shown
 * again, so copying it whole matters more than reading it.
 */
export function ShownOnceSecret({ secret, label, children, onClose }: ShownOnceSecretProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const onCopy = () =>
    navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => toast.error(t`Copying failed: select the secret and copy it by hand`),
    );
  return (
    <Alert variant="success" dismissible onClose={onClose}>
      <p className="mb-1">{children}</p>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <code className="text-break text-body flex-grow-1" aria-label={label}>
          {secret}
        </code>
        <Button
          variant="outline-primary"
          size="sm"
          className="bg-body"
          onClick={onCopy}
          aria-label={copied ? t`Copied ${label}` : t`Copy ${label}`}
        >
          <Icon name={copied ? 'check' : 'copy'} size={16} className="me-1" />
          {copied ? t`Copied` : t`Copy`}
        </Button>
      </div>
    </Alert>
  );
}
