import { expect, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expectToast } from './fixtures';

/** The bootstrap admin the journeys' server is started with (see serve.mjs). */
export const admin = { email: 'admin@partline.test', password: 'Admin#Partline1' };

/** A password that passes the rules of spec §5. */
export const strongPassword = 'Str0ng!pass';

let sequence = 0;

/** A new, unique client e-mail for this run. */
export function newClientEmail(label: string) {
  sequence += 1;
  return `${label}-${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The main navigation bar. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Signs up through the API in the page's browser context (so the session cookie is the page's),
 * as the sign-up form would; `origin` is the shop the page is on (the journeys' main server
 * unless the spec targets another).
 */
export async function signUpThroughApi(
  page: Page,
  name: string,
  email: string,
  password = strongPassword,
  origin = baseURL,
) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers: { origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Signs in through the login page and waits for 'Login Successful'. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, 'Login Successful');
}
