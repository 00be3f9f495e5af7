import { describe, expect, it } from 'vitest';
import { getRequestHeaders } from '@/lib/api-client';
import { activateLocale, activeLocale, i18n, LOCALE_STORAGE_KEY, storedLocale } from './i18n';

describe('the active language (decision 325)', () => {
  it('starts in English with no catalog, and every API request says so', () => {
    expect(activeLocale()).toBe('en');
    expect(getRequestHeaders()['Accept-Language']).toBe('en');
  });

  it('switches to Bangla: its catalog, <html lang>, this browser and the API requests follow', async () => {
    await activateLocale('bn');
    expect(i18n.locale).toBe('bn');
    expect(i18n._({ id: 'unknown', message: 'Cart' })).toBe('Cart');
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('bn');
    expect(storedLocale()).toBe('bn');
    expect(getRequestHeaders()['Accept-Language']).toBe('bn');

    await activateLocale('en');
    expect(document.documentElement.lang).toBe('en');
    expect(getRequestHeaders()['Accept-Language']).toBe('en');
  });

  it('ignores a stored value that is not a language it speaks', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(storedLocale()).toBeUndefined();
  });
});
