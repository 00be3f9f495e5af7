import { useEffect } from 'react';

export interface PageTitleProps {
  /** The page's name; the document title becomes "{title} · Partline". */
  title: string;
}

/**
 * Sets the document title. It rewrites the one `<title>` of index.html rather than rendering a
 * second `<title>` element (React 19 would hoist it beside the fallback: invalid HTML).
 */
export function PageTitle({ title }: PageTitleProps) {
  useEffect(() => {
    document.title = `${title} · Partline`;
  }, [title]);
  return null;
}
