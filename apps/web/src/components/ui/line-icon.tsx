import type { ReactElement, ReactNode, SVGProps } from 'react';

// The drawing of an icon and the icons of the page shell, apart from icon.tsx's whole set: the
// navbar's and the footer's icons are in every page's first load, the others load with the pages
// that show them (decision 325 made room for the languages this way).

/** The icons of the shell (brand mark, footer contacts), drawn like icon.tsx's. */
export const SHELL_ICONS = {
  chip: (
    <>
      <rect x="5" y="5" width="14" height="14" rx="2" />
      <rect x="9" y="9" width="6" height="6" />
      <path d="M9 1v4M15 1v4M9 19v4M15 19v4M19 9h4M19 15h4M1 9h4M1 15h4" />
    </>
  ),
  mapPin: (
    <>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  phone: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />
  ),
  mail: (
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 6-10 7L2 6" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export interface DecorativeSvgProps extends Omit<
  SVGProps<SVGSVGElement>,
  'width' | 'height' | 'viewBox' | 'children'
> {
  /** Width and height, px. */
  size: number;
  /** The drawing, on a 24 × 24 grid. */
  children: ReactNode;
}

/**
 * An inline SVG drawn on a 24 × 24 grid, `size` px square, hidden from assistive technology (the
 * control it sits in carries the name): the app's icons and the social sign-in marks.
 */
export function DecorativeSvg({ size, className, children, ...paint }: DecorativeSvgProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      {...paint}
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export interface LineIconProps {
  /** The drawing, on a 24 × 24 grid (a value of an icon registry). */
  shape: ReactElement;
  /** Width and height, px. */
  size?: number;
  className?: string;
  /** Filled shapes (stars) instead of outlines. */
  filled?: boolean;
}

/** A decorative line icon of `shape`: 2 px strokes in the text colour, hidden from assistive technology. */
export function LineIcon({ shape, size = 20, className, filled = false }: LineIconProps) {
  return (
    <DecorativeSvg
      size={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {shape}
    </DecorativeSvg>
  );
}
