import { useState } from 'react';
import Markdown from 'react-markdown';

/**
 * A key of `markdown` for finding its markup on screen: its length and a 32-bit FNV-1a hash of its
 * UTF-16 code units, `"412-9f3a61c2"`.
 */
function markdownKey(markdown: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < markdown.length; at++) {
    hash ^= markdown.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${markdown.length}-${(hash >>> 0).toString(16)}`;
}

/** The markup of the details keyed `key` if the page shows them already (the server's), else none. */
function markupOnScreen(key: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`.product-details[data-markdown="${key}"]`)?.innerHTML;
}

/**
 * A product's details, Markdown (decision 318), rendered without raw HTML: tags in the text are
 * dropped, links keep only safe protocols (react-markdown's default), headings start at h3.
 *
 * Details the page arrived with, rendered by the server from the same Markdown with this component,
 * are taken over as they are: parsing them again while the page hydrates took 0.1–0.25 s of the
 * main thread at four times slower CPU (docs/develop/performance.md). The server's element carries
 * the Markdown's key (`data-markdown`), so other details (another product, another language) are
 * always rendered from their Markdown.
 */
export function ProductDetails({ markdown }: { markdown: string }) {
  const key = markdownKey(markdown);
  const [arrived] = useState(() => ({ key, markup: markupOnScreen(key) }));
  if (markdown.trim() === '') return null;
  if (arrived.key === key && arrived.markup !== undefined) {
    return (
      <div
        className="product-details"
        data-markdown={key}
        dangerouslySetInnerHTML={{ __html: arrived.markup }}
      />
    );
  }
  return (
    <div className="product-details" data-markdown={key}>
      <Markdown
        skipHtml
        components={{ h1: 'h3', h2: 'h3', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' }}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
