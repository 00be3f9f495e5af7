/** Shared backdrop and brand mark of the product images. */
import type { Doc } from './svg';
import { circle, darken, g, lighten, mix, path, rect, SANS, text, times } from './svg';

/** The Partline mark: a rounded chip with pins and a "P", drawn at (x, y) with size `s`. */
export function logoMark(
  x: number,
  y: number,
  s: number,
  color = '#1d4ed8',
  fg = '#ffffff',
): string {
  const pin = s * 0.08;
  const pins = times(3, (i) => {
    const o = s * (0.3 + i * 0.2) - pin / 2;
    return (
      rect(o, -pin * 1.6, pin, pin * 1.6, color, { rx: pin * 0.3 }) +
      rect(o, s, pin, pin * 1.6, color, { rx: pin * 0.3 }) +
      rect(-pin * 1.6, o, pin * 1.6, pin, color, { rx: pin * 0.3 }) +
      rect(s, o, pin * 1.6, pin, color, { rx: pin * 0.3 })
    );
  });
  const body =
    rect(0, 0, s, s, color, { rx: s * 0.18 }) +
    rect(s * 0.14, s * 0.14, s * 0.72, s * 0.72, 'none', {
      rx: s * 0.1,
      stroke: fg,
      'stroke-opacity': 0.35,
      'stroke-width': s * 0.03,
    }) +
    path(
      'M 0.34 0.22 H 0.56 C 0.7 0.22 0.77 0.31 0.77 0.41 C 0.77 0.52 0.69 0.61 0.56 0.61 H 0.47 V 0.78 H 0.34 Z M 0.47 0.33 V 0.5 H 0.55 C 0.61 0.5 0.64 0.46 0.64 0.415 C 0.64 0.37 0.61 0.33 0.55 0.33 Z',
      fg,
      { transform: `scale(${s})`, 'fill-rule': 'evenodd' },
    );
  return g(pins + body, `translate(${x},${y})`);
}

/** Options of {@link productBackdrop}. */
export interface BackdropOptions {
  /** Accent colour of this product's backdrop. */
  tint: string;
  /** Short model name shown small in the bottom-left corner, e.g. `PX-9700`. */
  model: string;
  /** Category shown under the model, e.g. `PROCESSOR`. */
  category: string;
}

/**
 * Soft studio backdrop of an 800×600 product image: a pale tinted gradient, a light pool behind
 * the product, a few dots, the brand mark top-left and the model name bottom-left.
 */
export function productBackdrop(doc: Doc, o: BackdropOptions): { back: string; front: string } {
  const { width: W, height: H } = doc;
  const bg = doc.linear([lighten(o.tint, 0.94), lighten(o.tint, 0.8)], 0, 0, 0.35, 1);
  const glow = doc.radial([
    [0, '#ffffff', 0.95],
    [0.6, '#ffffff', 0.45],
    [1, '#ffffff', 0],
  ]);
  const dots = (x0: number, y0: number, cols: number, rows: number): string =>
    times(rows * cols, (i) =>
      circle(
        x0 + (i % cols) * 16,
        y0 + Math.floor(i / cols) * 16,
        2.2,
        mix(o.tint, '#ffffff', 0.5),
        {
          opacity: 0.55,
        },
      ),
    );
  const back =
    rect(0, 0, W, H, bg) +
    circle(W * 0.86, H * 0.12, 150, lighten(o.tint, 0.7), { opacity: 0.45 }) +
    circle(W * 0.1, H * 0.95, 120, lighten(o.tint, 0.72), { opacity: 0.4 }) +
    dots(W - 150, 40, 7, 4) +
    dots(40, H - 150, 4, 3) +
    `<ellipse cx="${W / 2}" cy="${H * 0.52}" rx="${W * 0.42}" ry="${H * 0.4}" fill="${glow}"/>`;
  const ink = darken(o.tint, 0.55);
  const front =
    logoMark(28, 28, 26, darken(o.tint, 0.25)) +
    text(66, 47, 'PARTLINE', { size: 15, weight: 'bold', fill: ink, spacing: 3 }) +
    text(28, H - 46, o.model, { size: 24, weight: 'bold', fill: ink }) +
    text(29, H - 26, o.category, {
      size: 12,
      weight: 'bold',
      fill: mix(ink, '#ffffff', 0.35),
      spacing: 2.5,
      family: SANS,
    });
  return { back, front };
}
