/**
 * Tiny SVG toolkit for the demo illustrations: colour maths, a document with gradient and filter
 * definitions, an isometric projection that draws boxes and cylinders, and WebP output through
 * sharp (librsvg renders the SVG).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { sizedImageName, variantWidthsBelow } from '@partline/shared';
import sharp from 'sharp';

/** Deterministic pseudo-random numbers, so regenerated images are identical. */
export { mulberry32 as rng } from '../../src/db/seed/mulberry32';

/** A 2-D point on the canvas. */
export type Vec = readonly [number, number];

/** A gradient stop: offset 0–1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

/** Sans-serif stack available on the build machine (fontconfig resolves it for librsvg). */
export const SANS = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
/** Monospaced stack for serial numbers and code. */
export const MONO = "'DejaVu Sans Mono', 'Liberation Mono', monospace";

const clamp = (v: number, lo = 0, hi = 255): number => Math.min(hi, Math.max(lo, v));

function parseHex(hex: string): [number, number, number] {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = Number.parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((v) => Math.round(clamp(v)).toString(16).padStart(2, '0')).join('')}`;
}

/** Linear mix of two `#rrggbb` colours; `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex(ca.map((v, i) => v + ((cb[i] ?? 0) - v) * t));
}

/** `color` moved towards white by `t` (0–1). */
export const lighten = (color: string, t: number): string => mix(color, '#ffffff', t);
/** `color` moved towards black by `t` (0–1). */
export const darken = (color: string, t: number): string => mix(color, '#000000', t);

/** Rounds for compact SVG output. */
export const r2 = (v: number): string => String(Math.round(v * 100) / 100);

/** Escapes text for SVG content and attributes. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Attributes object to an SVG attribute string; `undefined` values are left out. */
export function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? r2(v) : esc(v as string)}"`)
    .join(' ');
}

/** Options of {@link text}. */
export interface TextOptions {
  size?: number;
  weight?: number | 'bold' | 'normal';
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  family?: string;
  spacing?: number;
  opacity?: number;
  style?: 'italic' | 'normal';
}

/** A `<text>` element. */
export function text(x: number, y: number, content: string, o: TextOptions = {}): string {
  return `<text ${attrs({
    x,
    y,
    'font-family': o.family ?? SANS,
    'font-size': o.size ?? 16,
    'font-weight': o.weight ?? 'normal',
    'font-style': o.style,
    fill: o.fill ?? '#1f2937',
    'text-anchor': o.anchor ?? 'start',
    'letter-spacing': o.spacing,
    opacity: o.opacity,
  })}>${esc(content)}</text>`;
}

/** A rectangle; `fill` may be a colour or a `url(#id)` paint. */
export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
): string {
  return `<rect ${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;
}

/** A circle. */
export function circle(
  cx: number,
  cy: number,
  r: number,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
): string {
  return `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
}

/** A path. */
export function path(
  d: string,
  fill: string,
  extra: Record<string, string | number | undefined> = {},
): string {
  return `<path ${attrs({ d, fill, ...extra })}/>`;
}

/** A polygon through the given points. */
export function polygon(
  points: readonly Vec[],
  fill: string,
  extra: Record<string, string | number | undefined> = {},
): string {
  return `<polygon ${attrs({ points: points.map(([x, y]) => `${r2(x)},${r2(y)}`).join(' '), fill, ...extra })}/>`;
}

/** A group with optional transform and extra attributes. */
export function g(
  content: string,
  transform?: string,
  extra: Record<string, string | number | undefined> = {},
): string {
  return `<g ${attrs({ transform, ...extra })}>${content}</g>`;
}

/** Repeats `fn(i)` for i = 0 … n−1 and joins the output. */
export function times(n: number, fn: (i: number) => string): string {
  return Array.from({ length: n }, (_, i) => fn(i)).join('');
}

/** Convex hull (monotone chain) of a point set, counter-clockwise. */
export function hull(points: readonly Vec[]): Vec[] {
  const p = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (p.length < 3) return p;
  const cross = (o: Vec, a: Vec, b: Vec): number =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Vec[] = [];
  for (const pt of p) {
    while (lower.length >= 2 && cross(lower.at(-2)!, lower.at(-1)!, pt) <= 0) lower.pop();
    lower.push(pt);
  }
  const upper: Vec[] = [];
  for (const pt of [...p].reverse()) {
    while (upper.length >= 2 && cross(upper.at(-2)!, upper.at(-1)!, pt) <= 0) upper.pop();
    upper.push(pt);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * One SVG document: collects `<defs>` (gradients, filters, patterns) with unique ids and
 * produces the final markup.
 */
export class Doc {
  private readonly defs: string[] = [];
  private n = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** A fresh id, unique inside this document. */
  id(prefix = 'd'): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  /** Adds raw markup to `<defs>`. */
  def(markup: string): void {
    this.defs.push(markup);
  }

  private stops(stops: readonly (Stop | string)[]): string {
    return stops
      .map((s, i) => {
        const [o, c, op] =
          typeof s === 'string' ? ([i / Math.max(1, stops.length - 1), s] as const) : s;
        return `<stop offset="${r2(o)}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${r2(op)}"`}/>`;
      })
      .join('');
  }

  /**
   * A linear gradient, by default top to bottom across the painted shape's bounding box;
   * answers the `url(#…)` paint.
   */
  linear(
    stops: readonly (Stop | string)[],
    x1 = 0,
    y1 = 0,
    x2 = 0,
    y2 = 1,
    userSpace = false,
  ): string {
    const id = this.id('lg');
    this.def(
      `<linearGradient ${attrs({ id, x1, y1, x2, y2, gradientUnits: userSpace ? 'userSpaceOnUse' : undefined })}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient (bounding-box units unless `userSpace`); answers the paint. */
  radial(
    stops: readonly (Stop | string)[],
    cx = 0.5,
    cy = 0.5,
    r = 0.5,
    userSpace = false,
    fx?: number,
    fy?: number,
  ): string {
    const id = this.id('rg');
    this.def(
      `<radialGradient ${attrs({ id, cx, cy, r, fx, fy, gradientUnits: userSpace ? 'userSpaceOnUse' : undefined })}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A Gaussian blur filter; answers `url(#…)` for the `filter` attribute. */
  blur(std: number): string {
    const id = this.id('bl');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A soft drop shadow filter. */
  dropShadow(dx: number, dy: number, std: number, opacity = 0.25, color = '#0f172a'): string {
    const id = this.id('ds');
    this.def(
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="${dx}" dy="${dy}" stdDeviation="${std}" flood-color="${color}" flood-opacity="${opacity}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from raw shapes; answers `url(#…)`. */
  clip(shapes: string): string {
    const id = this.id('cp');
    this.def(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** A repeating pattern tile; answers the paint. */
  pattern(w: number, h: number, content: string, transform?: string): string {
    const id = this.id('pt');
    this.def(
      `<pattern ${attrs({ id, width: w, height: h, patternUnits: 'userSpaceOnUse', patternTransform: transform })}>${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  /** The complete SVG document around `body`. */
  svg(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

/** Paint of the three visible faces of a box. */
export interface BoxPaint {
  top: string;
  front: string;
  side: string;
  /** Drawn inside the top face; local coordinates (0,0)–(w,d). */
  topContent?: string;
  /** Drawn inside the front face (plane y + d); local coordinates (0,0)–(w,h), y down. */
  frontContent?: string;
  /** Drawn inside the side face (plane x + w); local coordinates (0,0)–(d,h), y down. */
  sideContent?: string;
  /** Light line along the top front edges. */
  edge?: string;
  /** Corner radius of the top face (visual only). */
  stroke?: string;
}

/** Face colours derived from one base colour: light top, base front, darker side. */
export function shade(base: string, top = 0.22, side = 0.2): BoxPaint {
  return { top: lighten(base, top), front: base, side: darken(base, side) };
}

/**
 * An axonometric projection. World x runs to the right and down the screen, y to the left and
 * down, z straight up; visible faces of a box are its top, its front (y = max) and its side
 * (x = max). Draw far objects (small x + y) first.
 */
export class Iso {
  ex: Vec;
  ey: Vec;
  ez: Vec;

  constructor(
    readonly ox: number,
    readonly oy: number,
    /** Angle of the x axis below the horizontal, degrees. */
    angleX = 30,
    /** Angle of the y axis below the horizontal (pointing left), degrees. */
    angleY = 30,
    scale = 1,
    /** Foreshortening of the x and y axes. */
    fx = 1,
    fy = 1,
  ) {
    const ax = (angleX * Math.PI) / 180;
    const ay = (angleY * Math.PI) / 180;
    this.ex = [Math.cos(ax) * scale * fx, Math.sin(ax) * scale * fx];
    this.ey = [-Math.cos(ay) * scale * fy, Math.sin(ay) * scale * fy];
    this.ez = [0, -scale];
  }

  /** This projection moved so that world point (x, y, z) becomes the new origin. */
  at(x: number, y: number, z = 0): Iso {
    const [px, py] = this.p(x, y, z);
    const out = new Iso(px, py);
    out.ex = this.ex;
    out.ey = this.ey;
    out.ez = this.ez;
    return out;
  }

  /** This projection turned by `deg` degrees about the vertical axis through its origin. */
  rotated(deg: number): Iso {
    const a = (deg * Math.PI) / 180;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const out = this.at(0, 0, 0);
    out.ex = [c * this.ex[0] + s * this.ey[0], c * this.ex[1] + s * this.ey[1]];
    out.ey = [-s * this.ex[0] + c * this.ey[0], -s * this.ex[1] + c * this.ey[1]];
    return out;
  }

  /** Screen point of a world point. */
  p(x: number, y: number, z: number): Vec {
    return [
      this.ox + x * this.ex[0] + y * this.ey[0] + z * this.ez[0],
      this.oy + x * this.ex[1] + y * this.ey[1] + z * this.ez[1],
    ];
  }

  private m(a: Vec, b: Vec, o: Vec): string {
    return `matrix(${r2(a[0])},${r2(a[1])},${r2(b[0])},${r2(b[1])},${r2(o[0])},${r2(o[1])})`;
  }

  /** Transform for drawing on the horizontal plane z, local origin at world (x, y). */
  topM(x: number, y: number, z: number): string {
    return this.m(this.ex, this.ey, this.p(x, y, z));
  }

  /** Transform for the vertical plane y = const; local u along +x, v down from z. */
  frontM(x: number, y: number, z: number): string {
    return this.m(this.ex, [-this.ez[0], -this.ez[1]], this.p(x, y, z));
  }

  /** Transform for the vertical plane x = const; local u along −y from y, v down from z. */
  sideM(x: number, y: number, z: number): string {
    return this.m([-this.ey[0], -this.ey[1]], [-this.ez[0], -this.ez[1]], this.p(x, y, z));
  }

  /** Content drawn on the horizontal plane z. */
  onTop(x: number, y: number, z: number, content: string): string {
    return g(content, this.topM(x, y, z));
  }

  /** Content drawn on the plane y = const (facing the viewer's left). */
  onFront(x: number, y: number, z: number, content: string): string {
    return g(content, this.frontM(x, y, z));
  }

  /** Content drawn on the plane x = const (facing the viewer's right). */
  onSide(x: number, y: number, z: number, content: string): string {
    return g(content, this.sideM(x, y, z));
  }

  /** Screen outline of a box. */
  boxHull(x: number, y: number, z: number, w: number, d: number, h: number): Vec[] {
    const pts: Vec[] = [];
    for (const cx of [x, x + w])
      for (const cy of [y, y + d]) for (const cz of [z, z + h]) pts.push(this.p(cx, cy, cz));
    return hull(pts);
  }

  /** A box with its three visible faces painted and optional content on each face. */
  box(x: number, y: number, z: number, w: number, d: number, h: number, paint: BoxPaint): string {
    const out: string[] = [polygon(this.boxHull(x, y, z, w, d, h), paint.side)];
    out.push(this.onTop(x, y, z + h, rect(0, 0, w, d, paint.top) + (paint.topContent ?? '')));
    if (h > 0) {
      out.push(
        this.onFront(x, y + d, z + h, rect(0, 0, w, h, paint.front) + (paint.frontContent ?? '')),
      );
      out.push(
        this.onSide(x + w, y + d, z + h, rect(0, 0, d, h, paint.side) + (paint.sideContent ?? '')),
      );
    }
    if (paint.edge) {
      const a = this.p(x, y + d, z + h);
      const b = this.p(x + w, y + d, z + h);
      const c = this.p(x + w, y, z + h);
      out.push(
        `<polyline points="${[a, b, c].map(([px, py]) => `${r2(px)},${r2(py)}`).join(' ')}" fill="none" stroke="${paint.edge}" stroke-width="1.2" stroke-linejoin="round"/>`,
      );
    }
    return out.join('');
  }

  /**
   * A thin flat plate of any outline (an SVG path in top-plane coordinates from (x, y)), `h`
   * thick: stacked copies draw its edge, the top copy carries the paint and `content`.
   */
  slab(
    x: number,
    y: number,
    z: number,
    h: number,
    d: string,
    top: string,
    edge: string,
    content = '',
  ): string {
    let out = '';
    for (let k = 0; k < h; k += 0.75) out += this.onTop(x, y, z + k, path(d, edge));
    return out + this.onTop(x, y, z + h, path(d, top) + content);
  }

  /** Screen outline of a vertical cylinder. */
  cylinderHull(cx: number, cy: number, z: number, r: number, h: number): Vec[] {
    const pts: Vec[] = [];
    for (let i = 0; i < 64; i += 1) {
      const a = (i / 64) * Math.PI * 2;
      const x = cx + Math.cos(a) * r;
      const y = cy + Math.sin(a) * r;
      pts.push(this.p(x, y, z), this.p(x, y, z + h));
    }
    return hull(pts);
  }

  /** A vertical cylinder with a shaded body and a flat top disc. */
  cylinder(
    cx: number,
    cy: number,
    z: number,
    r: number,
    h: number,
    body: string,
    top: string,
    topContent = '',
  ): string {
    return (
      polygon(this.cylinderHull(cx, cy, z, r, h), body) +
      this.onTop(cx, cy, z + h, circle(0, 0, r, top) + topContent)
    );
  }

  /** Blurred shadow of a rectangular footprint on the floor z = 0. */
  shadow(
    doc: Doc,
    x: number,
    y: number,
    w: number,
    d: number,
    opacity = 0.22,
    blur = 14,
    grow = 0,
  ): string {
    const pts: Vec[] = [
      this.p(x - grow, y - grow, 0),
      this.p(x + w + grow, y - grow, 0),
      this.p(x + w + grow, y + d + grow, 0),
      this.p(x - grow, y + d + grow, 0),
    ];
    return polygon(pts, '#0f172a', { opacity, filter: doc.blur(blur) });
  }
}

/**
 * Writes an SVG as the sized WebP `file` (`<stem>-<width>w.webp`, decision 048) and its 320, 640 and
 * 960 px wide copies narrower than `width` beside it. Answers each file written with its bytes.
 */
export async function writeImageWithCopies(
  file: string,
  svg: string,
  width: number,
  quality = 80,
): Promise<[string, number][]> {
  const match = /^(.+)-(\d+)w\.webp$/.exec(basename(file));
  if (!match?.[1] || Number(match[2]) !== width) {
    throw new Error(`${file} is not named after its width (${sizedImageName('<stem>', width)})`);
  }
  const stem = match[1];
  const written: [string, number][] = [[file, await writeImage(file, svg, quality)]];
  for (const copyWidth of variantWidthsBelow(width)) {
    const copy = join(dirname(file), sizedImageName(stem, copyWidth));
    const buf = await sharp(Buffer.from(svg), { density: 72 })
      .resize({ width: copyWidth })
      .webp({ quality, effort: 6, smartSubsample: true })
      .toBuffer();
    await writeFile(copy, buf);
    written.push([copy, buf.length]);
  }
  return written;
}

/** Writes an SVG as WebP (or PNG when the path ends in .png), creating folders as needed. */
export async function writeImage(file: string, svg: string, quality = 80): Promise<number> {
  await mkdir(dirname(file), { recursive: true });
  const img = sharp(Buffer.from(svg), { density: 72 });
  const buf = file.endsWith('.png')
    ? await img.png({ compressionLevel: 9 }).toBuffer()
    : await img.webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
  await writeFile(file, buf);
  return buf.length;
}

/** Where {@link fitInto} places a drawing: its centre and the largest size it may take. */
export interface FitBox {
  cx: number;
  cy: number;
  maxW: number;
  maxH: number;
  /** Upper bound of the scale factor (default 1.3). */
  maxScale?: number;
}

/**
 * Measures what `body` really paints (rendered on a large transparent canvas and trimmed) and
 * answers it wrapped in a transform that centres and scales it into `box`. Lets each
 * illustration be drawn at any convenient size and position.
 */
export async function fitInto(doc: Doc, body: string, box: FitBox): Promise<string> {
  const pad = 1000;
  const W = doc.width + pad * 2;
  const H = doc.height + pad * 2;
  const probe = doc
    .svg(body)
    .replace(
      `width="${doc.width}" height="${doc.height}" viewBox="0 0 ${doc.width} ${doc.height}"`,
      `width="${W}" height="${H}" viewBox="${-pad} ${-pad} ${W} ${H}"`,
    );
  const { info } = await sharp(Buffer.from(probe))
    .ensureAlpha()
    .trim({ threshold: 12 })
    .toBuffer({ resolveWithObject: true });
  const left = -(info.trimOffsetLeft ?? 0) - pad;
  const top = -(info.trimOffsetTop ?? 0) - pad;
  const s = Math.min(box.maxW / info.width, box.maxH / info.height, box.maxScale ?? 1.3);
  const cx = left + info.width / 2;
  const cy = top + info.height / 2;
  return g(body, `translate(${r2(box.cx - s * cx)},${r2(box.cy - s * cy)}) scale(${r2(s)})`);
}
