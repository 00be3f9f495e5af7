import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { errorReply, mockApi } from '@/testing/mock-api';
import { addRequestHeaders, apiRequest, getRequestHeaders, XSRF_HEADER } from './api-client';
import { ApiError } from './api-error';

const Thing = z.object({ name: z.string() });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('apiRequest', () => {
  it('calls the API base with a JSON accept header and validates the answer', async () => {
    const fetchMock = mockApi({ '/api/things/1': { name: 'SSD' } });

    await expect(apiRequest('/things/1', Thing)).resolves.toEqual({ name: 'SSD' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things/1');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
  });

  it('turns the error shape into an ApiError with status, code, message and details', async () => {
    mockApi({
      '/api/things': errorReply(400, 'validation_failed', 'Please fill up correctly', {
        quantity: ['Minimum order is 10'],
      }),
    });

    const error = await caught(apiRequest('/things', Thing, { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Please fill up correctly');
    expect(error.details).toEqual({ quantity: ['Minimum order is 10'] });
  });

  it('gives a generic ApiError when the body is not the error shape', async () => {
    mockApi({ '/api/things': { status: 502, body: '<html>Bad gateway</html>' } });

    const error = await caught(apiRequest('/things', Thing));
    expect(error.status).toBe(502);
    expect(error.code).toBe('internal_error');
  });

  it('refuses an answer that does not match the schema', async () => {
    mockApi({ '/api/things': { nom: 'SSD' } });

    const error = await caught(apiRequest('/things', Thing));
    expect(error.code).toBe('internal_error');
    expect(error.message).toBe('The server sent an unexpected answer.');
  });

  it('reports an unreachable server as status 0', async () => {
    const fetchMock = mockApi({});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    const error = await caught(apiRequest('/things', Thing));
    expect(error.status).toBe(0);
    expect(error.code).toBe('service_unavailable');
  });

  it('sends JSON bodies and the headers of registered providers', async () => {
    const fetchMock = mockApi({ '/api/things': { name: 'RAM' } });
    const remove = addRequestHeaders(() => ({ Authorization: 'Bearer token-1' }));

    await apiRequest('/things', Thing, { method: 'PUT', body: { name: 'RAM' } });
    remove();
    await apiRequest('/things', Thing);

    const [, first] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(first.method).toBe('PUT');
    expect(first.body).toBe('{"name":"RAM"}');
    expect(new Headers(first.headers).get('authorization')).toBe('Bearer token-1');
    expect(new Headers(first.headers).get('content-type')).toBe('application/json');
    const [, second] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(second.headers).get('authorization')).toBeNull();
  });
});

describe('the CSRF header', () => {
  it('echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on API calls and uploads', async () => {
    expect(getRequestHeaders()[XSRF_HEADER]).toBeUndefined();
    document.cookie = 'XSRF-TOKEN=tok%2Den_123; path=/';
    try {
      const fetchMock = mockApi({ '/api/things': { name: 'SSD' } });
      await apiRequest('/things', Thing, { method: 'POST', body: { name: 'SSD' } });
      const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(new Headers(init.headers).get('x-xsrf-token')).toBe('tok-en_123');
      expect(getRequestHeaders()[XSRF_HEADER]).toBe('tok-en_123');
    } finally {
      document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
    }
  });
});
