export interface PageTitleProps {
  /** The page's name; the document title becomes "{title} · Partline". */
  title: string;
}

/** Sets the document title (React 19 hoists `<title>` into the head). */
export function PageTitle({ title }: PageTitleProps) {
  return <title>{`${title} · Partline`}</title>;
}
