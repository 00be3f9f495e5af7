import { createHash, randomBytes } from 'node:crypto';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { companyInvitations } from '../../src/db/schema/index.js';
import type { MailMessage, Mailer } from '../../src/mail/mailer.js';
import { sendAs, succeeded, verifyEmail, type TestUser } from './auth.js';

/** A mailer that keeps what it is given (the test reads `mails`). */
export function collectingMailer(): Mailer & { mails: MailMessage[] } {
  const mails: MailMessage[] = [];
  return { mails, send: async (message) => void mails.push(message), close: () => {} };
}

/** `digits` random decimal digits. */
const randomDigits = (digits: number) =>
  Array.from(randomBytes(digits), (byte) => String(byte % 10)).join('');

/**
 * A valid company body; overrides replace fields. Its trade licence number and BIN are new on
 * every call: each is registered to one company only (decision 296).
 */
export function companyInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Dhaka Systems Ltd.',
    tradeLicenceNumber: `TRAD/DNCC/${randomDigits(8)}/2024`,
    bin: `${randomDigits(9)}-${randomDigits(4)}`,
    billingAddress: 'Level 4, 12 Kemal Ataturk Avenue, Banani, Dhaka 1213',
    ...overrides,
  };
}

/**
 * `POST /api/company` as `user`, their e-mail address verified first (so that they may invite);
 * throws unless 201. Returns the company id.
 */
export async function createCompany(app: App, user: TestUser, overrides = {}): Promise<string> {
  await verifyEmail(app, user);
  const res = await sendAs(app, user, 'POST', '/api/company', companyInput(overrides));
  return succeeded(res, 201, 'company').json<{ _id: string }>()._id;
}

/** `POST /api/company/invitations` as `admin`, their e-mail address verified first. */
export async function invite(
  app: App,
  admin: TestUser,
  email: string,
  role: 'admin' | 'buyer' = 'buyer',
  monthlySpendingLimit: number | null = null,
) {
  await verifyEmail(app, admin);
  return sendAs(app, admin, 'POST', '/api/company/invitations', {
    email,
    role,
    monthlySpendingLimit,
  });
}

/** The token of the last invitation link mailed to `email`. */
export function invitationTokenFor(mails: readonly MailMessage[], email: string): string {
  const mail = [...mails].reverse().find((m) => m.to === email && /invites you/.test(m.subject));
  const match = mail?.text.match(/\/invitations\/([\w-]+)/);
  if (!match?.[1]) throw new Error(`no invitation mail for ${email}`);
  return match[1];
}

/** `POST /api/invitations/{token}/accept` as `user`. */
export function accept(app: App, user: TestUser, token: string) {
  return sendAs(app, user, 'POST', `/api/invitations/${token}/accept`);
}

/** Invites `member` into `admin`'s company with a role and limit and accepts; throws on failure. */
export async function addMember(
  app: App,
  mails: readonly MailMessage[],
  admin: TestUser,
  member: TestUser,
  role: 'admin' | 'buyer' = 'buyer',
  monthlySpendingLimit: number | null = null,
): Promise<void> {
  succeeded(await invite(app, admin, member.email, role, monthlySpendingLimit), 201, 'invite');
  succeeded(await accept(app, member, invitationTokenFor(mails, member.email)), 200, 'accept');
}

/**
 * Inserts a pending invitation into `companyId` straight into the database and returns its link's
 * token (for tests whose mailer writes to the outbox).
 */
export async function insertInvitation(
  db: Database,
  companyId: string,
  email: string,
  options: { role?: 'admin' | 'buyer'; limitPoisha?: number | null } = {},
): Promise<{ id: string; token: string }> {
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(companyInvitations)
    .values({
      companyId,
      email,
      role: options.role ?? 'buyer',
      monthlySpendingLimitPoisha: options.limitPoisha ?? null,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  if (!row) throw new Error('invitation not inserted');
  return { id: row.id, token };
}

/** `user` joins `companyId` as a buyer with a limit (Taka), through the accept route. */
export async function joinCompany(
  app: App,
  user: TestUser,
  companyId: string,
  limitPoisha: number | null = null,
): Promise<void> {
  const { token } = await insertInvitation(app.database.db, companyId, user.email, { limitPoisha });
  succeeded(await accept(app, user, token), 200, 'join');
}
