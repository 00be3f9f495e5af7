import type { MailMessage } from './mailer.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function withLink(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  url: string,
): MailMessage {
  const text = [greeting, '', ...lines, '', `${action}: ${url}`, '', 'Partline'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    `<p>If the button does not work, open this link: ${escapeHtml(url)}</p>`,
    '<p>Partline</p>',
  ].join('\n');
  return { to, subject, text, html };
}

/** The verification mail sent at sign-up; `url` verifies the address when opened. */
export function verificationMail(to: string, name: string, url: string): MailMessage {
  return withLink(
    to,
    'Verify your e-mail address for Partline',
    `Hello ${name},`,
    [
      'Thank you for creating a Partline account.',
      'Please confirm that this e-mail address is yours. The link is valid for one hour.',
    ],
    'Verify my e-mail address',
    url,
  );
}

/** The password-reset mail; `url` opens the web app's reset form with the token. */
export function resetPasswordMail(to: string, name: string, url: string): MailMessage {
  return withLink(
    to,
    'Reset your Partline password',
    `Hello ${name},`,
    [
      'Someone (hopefully you) asked to reset the password of your Partline account.',
      'Choose a new password with the link below; it is valid for one hour.',
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ],
    'Choose a new password',
    url,
  );
}
