/**
 * The first `chars` characters of `text` (spec §2: 60 in listings, 100 on purchase), cut on a
 * code-point boundary, with an ellipsis when something was cut.
 */
export function preview(text: string, chars: number): string {
  const points = Array.from(text);
  return points.length <= chars ? text : `${points.slice(0, chars).join('').trimEnd()}…`;
}
