// Without zod: the web app's entry imports it (decision 045).

/**
 * The cursor of the `rel="next"` link of an RFC 8288 `Link` header (`<…?cursor=X…>; rel="next"`),
 * or `null` when there is no next page.
 */
export function nextCursorOf(linkHeader: string | null | undefined): string | null {
  if (!linkHeader) return null;
  for (const part of linkHeader.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part);
    if (!match) continue;
    const query = match[1]!.split('?')[1] ?? '';
    // A cursor is base64url: it needs no percent-decoding.
    const cursor = query.split('&').find((pair) => pair.startsWith('cursor='));
    return cursor ? cursor.slice('cursor='.length) : null;
  }
  return null;
}
