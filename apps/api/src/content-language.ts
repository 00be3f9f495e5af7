import { createHash } from 'node:crypto';
import { SOURCE_LANGUAGE, type ContentLanguage } from '@partline/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Answers in the request's language (decision 326). A route declared with `contentLanguage`
 * (declare-routes.ts) reads `Accept-Language` once, says `Vary: Accept-Language` on every answer
 * and `Content-Language` on its successful ones, and its handler reads the language as
 * `c.language`. An answer in another language than English has an ETag of its own even where its
 * bytes are the English ones (no field translated): a validator of one language never revalidates
 * the other's answer.
 */

/** The requests answered in a translation language, and which. */
const translatedRequests = new WeakMap<FastifyRequest, ContentLanguage>();

/** Marks `request` as answered in `language` (only languages other than English are kept). */
export function answerIn(request: FastifyRequest, language: ContentLanguage): void {
  if (language !== SOURCE_LANGUAGE) translatedRequests.set(request, language);
}

/** The language `request` is answered in: English unless {@link answerIn} said otherwise. */
export function languageOfAnswer(request: FastifyRequest): ContentLanguage {
  return translatedRequests.get(request) ?? SOURCE_LANGUAGE;
}

/**
 * The ETag variant of an answer in `language`: `undefined` for English (its ETags are the hashes
 * of its bytes alone, as before), else the language, which the ETag carries after the hash
 * (`"<hash>.bn"`).
 */
export function etagVariantOf(language: ContentLanguage): string | undefined {
  return language === SOURCE_LANGUAGE ? undefined : language;
}

/**
 * `onSend` hook, after the one of answers serialised once and before `@fastify/etag`'s: a
 * translated answer that has no ETag yet gets the weak one `@fastify/etag` would give it with its
 * language after the hash, so that it revalidates only against itself. English answers pass
 * untouched.
 */
export async function setTranslatedEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const language = translatedRequests.get(request);
  if (language === undefined || reply.hasHeader('etag')) return payload;
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    const hash = createHash('sha1').update(payload).digest('base64');
    reply.header('etag', `W/"${hash}.${language}"`);
  }
  return payload;
}
