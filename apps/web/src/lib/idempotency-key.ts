import { useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { api, type RequestOptions } from './api-client';

/** What an idempotent request's mutation takes: the input and its attempt's key (decision 191). */
export interface IdempotentInput<TInput> {
  input: TInput;
  idempotencyKey: string;
}

/** The request options that send an attempt's key as the `Idempotency-Key` header. */
export function idempotencyHeader(idempotencyKey: string): RequestOptions {
  return { headers: { 'Idempotency-Key': idempotencyKey } };
}

/**
 * `POST path` of an attempt's input with its `Idempotency-Key` (decision 191): the same key again
 * answers what the first request did, so a retried or double-clicked attempt acts once.
 * @throws ApiError as `api.post` does (422 `idempotency_key_reused` for a key sent with other input).
 */
export function idempotentPost<TSchema extends z.ZodType, TInput>(
  path: string,
  schema: TSchema,
  { input, idempotencyKey }: IdempotentInput<TInput>,
): Promise<z.output<TSchema>> {
  return api.post(path, schema, input, idempotencyHeader(idempotencyKey));
}

/**
 * The `Idempotency-Key` of a form's attempt (decisions 126, 191): the same while that attempt is
 * sent again (a double click, a retry after a lost answer), so the server acts once; `renew`
 * after a refusal, so the next attempt is a new request. `refused(error)` is a mutation's
 * `onError` that does both a refusal asks for: `renew`, then the API's message as a toast
 * (STYLE.md, Errors).
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const renew = () => setKey(crypto.randomUUID());
  return {
    key,
    renew,
    refused: (error: Error) => {
      renew();
      toast.error(error.message);
    },
  };
}
