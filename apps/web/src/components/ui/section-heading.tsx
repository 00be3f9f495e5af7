import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  /** The heading text, shown as written (the specification's section names). */
  title: string;
  /** A short line above the heading. */
  eyebrow?: string;
  /** A sentence under the heading. */
  children?: ReactNode;
  /** `h1` on pages whose first section names the page. */
  as?: 'h1' | 'h2';
  id?: string;
  /** Light text for dark bands. */
  inverse?: boolean;
  align?: 'center' | 'start';
}

/** The centred heading that opens a page section. */
export function SectionHeading({
  title,
  eyebrow,
  children,
  as: Heading = 'h2',
  id,
  inverse = false,
  align = 'center',
}: SectionHeadingProps) {
  return (
    <div
      className={`section-heading text-${align} mb-4 mb-lg-5 ${inverse ? 'section-heading--inverse' : ''}`}
    >
      {eyebrow ? <p className="section-heading__eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className="section-heading__title">
        {title}
      </Heading>
      {children ? <p className="section-heading__lead">{children}</p> : null}
    </div>
  );
}
