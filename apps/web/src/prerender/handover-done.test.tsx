import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_STARTED_ATTRIBUTE, HandoverDone } from './handover-done';

afterEach(() => document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE));

describe('HandoverDone', () => {
  it('marks <html> as started only once the app has committed its first render', () => {
    expect(document.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE)).toBe(false);
    render(<HandoverDone />);
    expect(document.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE)).toBe(true);
  });
});
