import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import { signedInAs } from '@/testing/auth';
import { buildSession } from '@/testing/data';
import { mockApi, sentBody } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const email = 'farhana@example.com';

describe('the language of a signed-in account (decision 325)', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('keeps a language chosen while the session loaded, and saves it to the account', async () => {
    const session = buildSession({ email });
    let answerSession: (reply: unknown) => void = () => {};
    const fetchMock = mockApi({
      ...signedInAs(email),
      // The account was saved in English; the session is slow to come.
      '/api/auth/get-session': () => new Promise((resolve) => (answerSession = resolve)),
      [`PUT /api/update/user/${encodeURIComponent(email)}`]: { modifiedCount: 1 },
      '/api/products': [],
      '/api/blogs': [],
      '/api/reviews': [],
    });
    const { user } = renderApp('/');

    const languages = await screen.findByRole('group', { name: 'Language' });
    await user.click(within(languages).getByRole('button', { name: 'বাংলা' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('bn'));

    answerSession({ ...session, user: { ...session.user, locale: 'en' } });
    await waitFor(() =>
      expect(sentBody(fetchMock, `/api/update/user/${encodeURIComponent(email)}`)).toEqual({
        locale: 'bn',
      }),
    );
    expect(document.documentElement.lang).toBe('bn');
  });

  it("opens in the account's language when nothing was chosen before the session came", async () => {
    const session = buildSession({ email });
    mockApi({
      ...signedInAs(email),
      '/api/auth/get-session': { ...session, user: { ...session.user, locale: 'bn' } },
      '/api/products': [],
      '/api/blogs': [],
      '/api/reviews': [],
    });
    renderApp('/');
    await waitFor(() => expect(document.documentElement.lang).toBe('bn'));
  });
});
