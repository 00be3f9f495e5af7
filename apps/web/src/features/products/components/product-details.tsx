import Markdown from 'react-markdown';

/**
 * A product's details, Markdown (decision 318), rendered without raw HTML: tags in the text are
 * dropped, links keep only safe protocols (react-markdown's default), headings start at h3.
 */
export function ProductDetails({ markdown }: { markdown: string }) {
  if (markdown.trim() === '') return null;
  return (
    <div className="product-details">
      <Markdown
        skipHtml
        components={{ h1: 'h3', h2: 'h3', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' }}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
