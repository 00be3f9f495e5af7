import type { ReactElement, ReactNode, SVGProps } from 'react';

// The drawing of an icon, apart from icon.tsx's whole set: the shell's icons (shell-icons.tsx)
// are in every page's first load, the others load with the pages that show them (decision 325
// made room for the languages this way).

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
