import { fileURLToPath } from 'node:url';
import {
  admin,
  logIn,
  mainNav,
  newClientEmail,
  signUpThroughApi,
  strongPassword,
} from './accounts';
import { expect, expectAccessible, expectToast, openStarted, screenshot, test } from './fixtures';
import { waitForMail } from './mail';

const photo = fileURLToPath(
  new URL('../../apps/api/assets/demo/review-farhana-rahman.webp', import.meta.url),
);

test('login and sign-up pages pass axe and are screenshotted', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  for (const provider of ['Google', 'Facebook', 'Github']) {
    await expect(page.getByRole('button', { name: `Continue with ${provider}` })).toBeVisible();
    // The journeys' server has no social providers configured: the page says so.
    await expect(
      page.getByText(`${provider} sign-in is not configured on this server`),
    ).toBeVisible();
  }
  await expectAccessible(page);
  await screenshot(page, testInfo, 'login');

  await page.getByRole('link', { name: 'Create a New Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, 'sign-up');
});

test.describe('accounts journeys', () => {
  test.skip(
    ({ isMobile }) => isMobile,
    'journeys run at desktop width; the phone menu has its own test',
  );

  test('sign up → verification mail → sign out → guarded URL returns after login → reset by mail → profile with a photo', async ({
    page,
  }, testInfo) => {
    const email = newClientEmail('journey');
    const nav = mainNav(page);

    // Sign up: every message of spec §5, the button waits for the terms.
    await page.goto('/sign-up');
    await page.getByLabel('Client Name').fill('Farhana Rahman');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    await expect(signUp).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Terms and Conditions' }).first()).toHaveAttribute(
      'href',
      '/terms',
    );
    await page.getByLabel('Accept Terms and Conditions').check();
    await signUp.click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('nouppercase1!');
    await signUp.click();
    await expect(
      page.getByText(
        'Password must contain at least one lowercase letter, one uppercase letter, one number and one special character',
      ),
    ).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(strongPassword);
    await signUp.click();
    await expect(page.getByText('Password and Confirm Password does not match')).toBeVisible();
    await page.getByLabel('Confirm Password').fill(strongPassword);
    await signUp.click();
    await expect(nav.getByText('Hi, Farhana')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('accessToken')))
      .toMatch(/.{20,}/);

    // The verification mail arrives through SMTP; its link verifies the address.
    const verification = await waitForMail(email, /Verify your e-mail/);
    const verifyLink = verification.links.find((link) => link.includes('verify-email'));
    expect(verifyLink).toBeDefined();
    await page.goto(verifyLink!);
    // It lands on a page that says so.
    await expect(page).toHaveURL(/\/email-verified$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your e-mail address is verified' }),
    ).toBeVisible();
    const session = await (await page.request.get('/api/auth/get-session')).json();
    expect(session.user).toMatchObject({ email, emailVerified: true });

    // Signed in, the login and sign-up forms send to the dashboard.
    for (const form of ['/login', '/sign-up']) {
      await page.goto(form);
      await expect(page).toHaveURL(/\/dashboard$/);
    }

    // Sign out clears the token.
    await openStarted(page, '/');
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    // A protected URL sends to login and comes back after sign-in.
    await page.goto('/dashboard/my-profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Wrong!pass1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong Password' })).toBeVisible();
    await page.getByLabel('Password').fill(strongPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectToast(page, 'Login Successful');
    await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

    // The session survives a reload and a new tab.
    await page.reload();
    await expect(nav.getByText('Hi, Farhana')).toBeVisible();
    const tab = await page.context().newPage();
    await tab.goto('/dashboard/my-profile');
    await expect(tab.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    await tab.close();

    // Password reset through the mailed link.
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forget Password' }).click();
    await expectToast(page, 'Sending Reset Email');
    const reset = await waitForMail(email, /Reset your Partline password/);
    const resetLink = reset.links.find((link) => link.includes('reset-password'));
    expect(resetLink).toBeDefined();
    await page.goto(resetLink!);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    const newPassword = 'N3w!Password';
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login/);
    await logIn(page, email, newPassword);

    // Edit the profile with a photo.
    await page.goto('/edit-profile');
    await page.getByLabel('Institution').fill('Dhaka Tech Ltd.');
    await page.getByLabel('Phone Number').fill('+880 1711-223344');
    await page.getByLabel('Address').fill('House 7, Road 2, Gulshan, Dhaka');
    await page.getByLabel('Profile Photo').setInputFiles(photo);
    await expect(page.getByRole('button', { name: 'Update Profile' })).toBeEnabled({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expectToast(page, 'Profile Updated Successfully');
    await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
    await expect(page.getByText('Dhaka Tech Ltd.')).toBeVisible();
    await expect(page.getByText('+880 1711-223344')).toBeVisible();
    const profile = await (
      await page.request.get(`/api/user/${encodeURIComponent(email)}`, {
        headers: {
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
        },
      })
    ).json();
    expect(profile.photoURL).toMatch(/^\/uploads\/[0-9a-f-]{36}-\d+w\.webp$/);
    const stored = await page.request.get(profile.photoURL);
    expect(stored.headers()['content-type']).toBe('image/webp');
    await expectAccessible(page);
    await screenshot(page, testInfo, 'my-profile');
  });

  test('unknown e-mail on login says so', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(newClientEmail('nobody'));
    await page.getByLabel('Password').fill(strongPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'User Does Not Exist. Please Sign Up' }),
    ).toBeVisible();
  });

  test('an admin sees the admin links; a client does not, and is signed out on an admin URL', async ({
    page,
    browser,
  }, testInfo) => {
    await logIn(page, admin.email, admin.password);
    await page.goto('/dashboard');
    const adminSidebar = page.getByRole('navigation', { name: 'Dashboard' });
    for (const link of [
      'Manage Orders',
      'Add Product',
      'Make Admin',
      'Manage Product',
      'My Profile',
    ]) {
      await expect(adminSidebar.getByRole('link', { name: link })).toBeVisible();
    }
    for (const link of ['My Orders', 'Add Review']) {
      await expect(adminSidebar.getByRole('link', { name: link })).toHaveCount(0);
    }
    await screenshot(page, testInfo, 'dashboard-admin');

    const clientContext = await browser.newContext();
    const client = await clientContext.newPage();
    await signUpThroughApi(client, 'Kamrul Hasan', newClientEmail('client'));
    await client.goto('/dashboard');
    await expect(
      client.getByRole('heading', { level: 1, name: /Welcome to your Dashboard/ }),
    ).toBeVisible();
    const clientSidebar = client.getByRole('navigation', { name: 'Dashboard' });
    for (const link of ['My Orders', 'Add Review', 'My Profile']) {
      await expect(clientSidebar.getByRole('link', { name: link })).toBeVisible();
    }
    for (const link of ['Manage Orders', 'Add Product', 'Make Admin', 'Manage Product']) {
      await expect(clientSidebar.getByRole('link', { name: link })).toHaveCount(0);
    }

    await client.goto('/dashboard/manage-orders');
    await expect(client).toHaveURL(/\/login$/);
    await expect(mainNav(client).getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    const session = await (await client.request.get('/api/auth/get-session')).json();
    expect(session).toBeNull();
    await clientContext.close();
  });
});

test('the dashboard menu works on a phone', async ({ page, isMobile }, testInfo) => {
  test.skip(!isMobile, 'phone only');
  await signUpThroughApi(page, 'Shirin Akter', newClientEmail('phone'));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Dashboard Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Profile' }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'dashboard-menu');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'My Profile' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
});
