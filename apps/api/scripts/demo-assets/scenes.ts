/**
 * Larger illustrations: blog headers (1200×675), the home banner (1600×900), the dashboard
 * welcome picture, portfolio screenshots (1200×750), the 404 picture and the favicon.
 */
import { logoMark } from './backdrop';
import { developer, portrait } from './people';
import { productArt } from './products';
import type { Doc } from './svg';
import {
  circle,
  darken,
  fitInto,
  g,
  Iso,
  lighten,
  MONO,
  path,
  r2,
  rect,
  rng,
  shade,
  text,
  times,
} from './svg';

/** One finished picture: size and an async builder of the whole SVG. */
export interface Scene {
  width: number;
  height: number;
  build: (doc: Doc) => Promise<string>;
}

/** Draws a product illustration (by its image file) fitted into a box of a scene. */
async function product(
  doc: Doc,
  file: string,
  cx: number,
  cy: number,
  maxW: number,
  maxH: number,
): Promise<string> {
  const art = productArt[file];
  if (!art) throw new Error(`No product art ${file}`);
  return fitInto(doc, art.draw(doc), { cx, cy, maxW, maxH, maxScale: 3 });
}

/** Circuit-board traces with vias, for dark backgrounds. */
function traces(
  seed: number,
  w: number,
  h: number,
  n: number,
  color: string,
  opacity = 0.35,
  region?: (x: number, y: number) => boolean,
): string {
  const rand = rng(seed);
  let out = '';
  for (let i = 0; i < n; i += 1) {
    let x = Math.round((rand() * w) / 20) * 20;
    let y = Math.round((rand() * h) / 20) * 20;
    if (region && !region(x, y)) continue;
    let d = `M ${x} ${y}`;
    const steps = 2 + Math.floor(rand() * 4);
    for (let s = 0; s < steps; s += 1) {
      const len = 40 + Math.floor(rand() * 6) * 20;
      const dir = Math.floor(rand() * 3);
      if (dir === 0) x += len;
      else if (dir === 1) {
        x += len * 0.6;
        y += (rand() > 0.5 ? 1 : -1) * len * 0.6;
      } else y += (rand() > 0.5 ? 1 : -1) * len;
      d += ` L ${r2(x)} ${r2(y)}`;
    }
    out +=
      path(d, 'none', {
        stroke: color,
        'stroke-width': 2,
        opacity,
        'stroke-linejoin': 'round',
      }) + circle(x, y, 4.5, 'none', { stroke: color, 'stroke-width': 2, opacity: opacity * 1.4 });
  }
  return out;
}

/** A rounded "pill" badge with text. */
function pill(
  x: number,
  y: number,
  label: string,
  bg: string,
  fg: string,
  size = 20,
  anchor: 'start' | 'middle' = 'start',
): string {
  const w = label.length * size * 0.58 + size * 1.4;
  const x0 = anchor === 'middle' ? x - w / 2 : x;
  return (
    rect(x0, y, w, size * 1.9, bg, { rx: size * 0.95 }) +
    text(x0 + w / 2, y + size * 1.28, label, {
      size,
      weight: 'bold',
      fill: fg,
      anchor: 'middle',
    })
  );
}

/** Skeleton text lines. */
function lines(x: number, y: number, widths: number[], color: string, h = 10, gap = 20): string {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, color, { rx: h / 2 })).join('');
}

/** An isometric cardboard carton with tape and a label. */
function carton(
  iso: Iso,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
  label: string,
  qty: string,
): string {
  const kraft = '#c89a5c';
  return iso.box(x, y, z, w, d, h, {
    top: lighten(kraft, 0.18),
    front: kraft,
    side: darken(kraft, 0.18),
    topContent: rect(0, d / 2 - 7, w, 14, '#e7c58f', { opacity: 0.9 }),
    frontContent:
      rect(0, 0, w, 10, '#e7c58f', { opacity: 0.9 }) +
      rect(w * 0.12, h * 0.3, w * 0.55, h * 0.44, '#f8fafc', { rx: 3 }) +
      text(w * 0.15, h * 0.3 + h * 0.17, label, {
        size: h * 0.12,
        weight: 'bold',
        fill: '#1e293b',
      }) +
      text(w * 0.15, h * 0.3 + h * 0.34, qty, { size: h * 0.1, fill: '#475569' }) +
      g(
        path('M 0 8 L 8 0 L 16 8 M 8 0 V 18', 'none', { stroke: '#5b4630', 'stroke-width': 2.4 }),
        `translate(${w * 0.78},${h * 0.35})`,
      ),
    sideContent:
      rect(0, 0, d, 10, '#e7c58f', { opacity: 0.9 }) +
      logoMark(d / 2 - 14, h / 2 - 10, 28, '#8a6534', '#e7c58f'),
  });
}

/** Browser window chrome around a page drawn by `page` in (0,0)–(w,h). */
function browser(doc: Doc, W: number, H: number, url: string, page: string, tint: string): string {
  const m = 36;
  const bw = W - m * 2;
  const bh = H - m * 2 + 20;
  const barH = 52;
  const bg = doc.linear([lighten(tint, 0.82), lighten(tint, 0.62)], 0, 0, 1, 1);
  const clip = doc.clip(rect(0, 0, bw, bh - barH, '#000', { rx: 14 }));
  return (
    rect(0, 0, W, H, bg) +
    circle(W * 0.92, H * 0.08, 180, lighten(tint, 0.5), { opacity: 0.35 }) +
    circle(W * 0.05, H * 0.98, 160, lighten(tint, 0.5), { opacity: 0.3 }) +
    g(
      rect(0, 0, bw, bh, '#ffffff', { rx: 14, filter: doc.dropShadow(0, 14, 18, 0.2) }) +
        rect(0, 0, bw, barH, '#eef1f5', { rx: 14 }) +
        rect(0, barH - 14, bw, 14, '#eef1f5') +
        circle(26, 26, 7, '#f87171') +
        circle(48, 26, 7, '#fbbf24') +
        circle(70, 26, 7, '#34d399') +
        rect(110, 12, bw - 220, 28, '#ffffff', { rx: 14 }) +
        path('M 128 22 h 8 v 10 h -8 z M 130 22 v -3 a 2 2 0 0 1 4 0 v 3', 'none', {
          stroke: '#64748b',
          'stroke-width': 1.6,
        }) +
        text(146, 31, url, { size: 13, fill: '#475569' }) +
        g(page, `translate(0,${barH})`, { 'clip-path': clip }),
      `translate(${m},${m})`,
    )
  );
}

// --- blog headers -------------------------------------------------------------------------------

async function blogDdr5(doc: Doc): Promise<string> {
  const W = 1200;
  const H = 675;
  const bg = doc.linear(['#ecfdf5', '#a7f3d0'], 0, 0, 1, 1);
  let out = rect(0, 0, W, H, bg) + circle(1040, 120, 260, '#6ee7b7', { opacity: 0.25 });
  // a fleet of desks: small monitors in rows
  const monitor = productArt['product-vm-24q-monitor-800w.webp'];
  if (!monitor) throw new Error('monitor art missing');
  const small = await fitInto(doc, monitor.draw(doc), { cx: 0, cy: 0, maxW: 124, maxH: 104 });
  for (let r = 0; r < 3; r += 1)
    for (let c = 0; c < 3; c += 1) {
      const cx = 110 + c * 145 + r * 48;
      const cy = 170 + r * 150;
      out += g(small, `translate(${cx},${cy})`, { opacity: 0.55 + r * 0.2 });
    }
  out += await product(doc, 'product-mr5-16-ddr5-800w.webp', 850, 400, 600, 400);
  out +=
    pill(760, 92, '16 GB per seat', '#065f46', '#ffffff', 22) +
    pill(820, 150, '32 GB for power users', '#ffffff', '#065f46', 18);
  return doc.svg(out);
}

async function blogSsdTesting(doc: Doc): Promise<string> {
  const W = 1200;
  const H = 675;
  const bg = doc.linear(['#0f172a', '#1e293b'], 0, 0, 1, 1);
  let out = rect(0, 0, W, H, bg) + traces(5, W, H, 40, '#38bdf8', 0.16);
  // test rack: a board with a row of SSDs standing in slots, each with a status LED
  const iso = new Iso(190, 300, 24, 36, 1);
  let rack = iso.shadow(doc, 0, 0, 560, 250, 0.5, 20);
  rack += iso.box(0, 0, 0, 560, 250, 24, {
    top: doc.linear(['#334155', '#1e293b'], 0, 0, 1, 1),
    front: '#111827',
    side: '#0b1220',
    edge: '#475569',
    frontContent: times(12, (i) => circle(26 + i * 44, 12, 4, i === 7 ? '#f59e0b' : '#22c55e')),
  });
  for (let i = 0; i < 12; i += 1) {
    const x = 18 + i * 44;
    rack += iso.box(x, 40, 24, 14, 170, 120, {
      top: '#4b5563',
      front: '#374151',
      side: doc.linear(['#6b7280', '#374151'], 0, 0, 1, 1),
      sideContent:
        rect(12, 14, 146, 70, '#e2e8f0', { rx: 4 }) +
        rect(12, 14, 146, 16, '#0f766e', { rx: 4 }) +
        text(20, 27, 'PARTLINE SA3', { size: 9, weight: 'bold', fill: '#ffffff' }) +
        text(20, 52, '512 GB', { size: 16, weight: 'bold', fill: '#0f172a' }) +
        text(20, 70, `TEST  ${String(i + 1).padStart(2, '0')}/96`, {
          size: 8,
          fill: '#475569',
          family: MONO,
        }),
    });
  }
  out += await fitInto(doc, rack, { cx: 380, cy: 370, maxW: 660, maxH: 520 });
  // chart panel
  const px = 790;
  const py = 110;
  const chartW = 340;
  const chartH = 250;
  const rand = rng(9);
  let line = `M 0 ${chartH * 0.25}`;
  for (let i = 1; i <= 40; i += 1) {
    const y = i < 28 ? chartH * 0.25 + rand() * 12 : chartH * 0.38 + rand() * 14;
    line += ` L ${r2((i / 40) * (chartW - 40))} ${r2(y)}`;
  }
  out += g(
    rect(0, 0, chartW, chartH + 120, '#111827', {
      rx: 16,
      stroke: '#334155',
      'stroke-width': 2,
      filter: doc.dropShadow(0, 10, 16, 0.4, '#000000'),
    }) +
      text(24, 40, 'Write speed after cache', { size: 16, weight: 'bold', fill: '#e2e8f0' }) +
      text(24, 62, 'MB/s over full-capacity pass', { size: 12, fill: '#94a3b8' }) +
      g(
        times(5, (i) => rect(0, 20 + i * 40, chartW - 40, 1, '#1f2937')) +
          path(
            `${line} V ${chartH} H 0 Z`,
            doc.linear([
              [0, '#38bdf8', 0.35],
              [1, '#38bdf8', 0],
            ]),
          ) +
          path(line, 'none', { stroke: '#38bdf8', 'stroke-width': 3, 'stroke-linejoin': 'round' }) +
          rect(0, chartH * 0.5, chartW - 40, 2, '#f87171', { opacity: 0.8 }) +
          text(chartW - 44, chartH * 0.5 - 8, 'limit', {
            size: 11,
            fill: '#f87171',
            anchor: 'end',
          }),
        'translate(20,90)',
      ) +
      rect(20, chartH + 40, chartW - 40, 56, '#052e16', { rx: 12 }) +
      circle(52, chartH + 68, 16, '#22c55e') +
      path(`M 44 ${chartH + 68} l 6 6 l 11 -12`, 'none', {
        stroke: '#052e16',
        'stroke-width': 4,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      text(80, chartH + 75, 'PASS  ·  0 uncorrectable errors', {
        size: 15,
        weight: 'bold',
        fill: '#bbf7d0',
      }),
    `translate(${px},${py})`,
  );
  return doc.svg(out);
}

async function blogBulk(doc: Doc): Promise<string> {
  const W = 1200;
  const H = 675;
  const bg = doc.linear(['#fff7ed', '#fed7aa'], 0, 0, 1, 1);
  let out = rect(0, 0, W, H, bg) + circle(180, 120, 220, '#fdba74', { opacity: 0.25 });
  const iso = new Iso(560, 170, 30, 30, 1.05);
  // pallet
  let pallet = '';
  const wood = '#b7791f';
  pallet += iso.shadow(doc, 0, 0, 360, 300, 0.3, 20);
  pallet += times(3, (i) => iso.box(0, i * 130, 0, 360, 40, 18, shade(darken(wood, 0.1))));
  pallet += iso.box(0, 0, 18, 360, 300, 10, {
    ...shade(wood),
    topContent: times(7, (i) => rect(0, i * 44 + 38, 360, 4, darken(wood, 0.25))),
  });
  // stacked cartons
  const cw = 170;
  const cd = 140;
  const ch = 110;
  for (let layer = 0; layer < 2; layer += 1)
    for (let yy = 0; yy < 2; yy += 1)
      for (let xx = 0; xx < 2; xx += 1) {
        if (layer === 1 && xx === 1 && yy === 1) continue;
        pallet += carton(
          iso,
          8 + xx * (cw + 4),
          8 + yy * (cd + 4),
          28 + layer * ch,
          cw,
          cd,
          ch,
          layer === 1 ? 'KB-110' : 'MR5-16',
          layer === 1 ? 'QTY 100' : 'QTY 50',
        );
      }
  out += await fitInto(doc, pallet, { cx: 780, cy: 345, maxW: 640, maxH: 560 });
  // clipboard with checklist
  const clip =
    rect(0, 0, 250, 330, '#92400e', { rx: 14 }) +
    rect(14, 30, 222, 286, '#ffffff', { rx: 6 }) +
    rect(80, -10, 90, 34, '#475569', { rx: 8 }) +
    text(34, 72, 'Order checklist', { size: 20, weight: 'bold', fill: '#1e293b' }) +
    times(5, (i) => {
      const y = 104 + i * 42;
      const done = i < 3;
      return (
        rect(34, y, 22, 22, done ? '#16a34a' : '#ffffff', {
          rx: 5,
          stroke: done ? '#16a34a' : '#94a3b8',
          'stroke-width': 2,
        }) +
        (done
          ? path(`M 39 ${y + 11} l 5 5 l 9 -10`, 'none', {
              stroke: '#ffffff',
              'stroke-width': 3,
              'stroke-linecap': 'round',
            })
          : '') +
        rect(68, y + 6, [130, 110, 140, 96, 120][i] ?? 100, 10, done ? '#cbd5e1' : '#94a3b8', {
          rx: 5,
        })
      );
    });
  out += g(clip, 'translate(80,180) rotate(-6)', { filter: doc.dropShadow(0, 12, 14, 0.25) });
  out += pill(80, 560, 'MOQ = one sealed carton', '#9a3412', '#ffffff', 20);
  return doc.svg(out);
}

async function blogUps(doc: Doc): Promise<string> {
  const W = 1200;
  const H = 675;
  const bg = doc.linear(['#1e1b4b', '#312e81', '#4c1d95'], 0, 0, 0.4, 1);
  let out = rect(0, 0, W, H, bg);
  const rand = rng(44);
  out += times(70, () =>
    circle(rand() * W, rand() * H * 0.6, rand() * 1.6 + 0.4, '#ffffff', { opacity: 0.5 }),
  );
  out +=
    circle(1030, 110, 46, '#fef3c7', { opacity: 0.9 }) +
    circle(1050, 98, 44, '#312e81', { opacity: 0.95 });
  // skyline, most windows dark (load-shedding)
  const horizon = 545;
  let x = 0;
  while (x < W) {
    const bw = 50 + rand() * 80;
    const bh = 90 + rand() * 190;
    out += rect(x, horizon - bh, bw + 1, bh, '#120f2e');
    for (let wy = horizon - bh + 14; wy < horizon - 14; wy += 22)
      for (let wx = x + 10; wx < x + bw - 12; wx += 18)
        if (rand() > 0.9) out += rect(wx, wy, 8, 10, '#fde68a', { opacity: 0.8 });
    x += bw + 4;
  }
  out += rect(0, horizon, W, H - horizon, doc.linear(['#2e1065', '#0b0920'], 0, 0, 0, 1));
  out += rect(0, horizon, W, 2, '#a78bfa', { opacity: 0.5 });
  // server rack
  const iso = new Iso(300, 486, 26, 34, 0.8);
  out += iso.shadow(doc, 0, 0, 150, 170, 0.5, 16);
  out += iso.box(0, 0, 0, 150, 170, 330, {
    top: '#374151',
    front: doc.linear(['#1f2937', '#111827'], 0, 0, 0, 1),
    side: '#0b1020',
    edge: '#4b5563',
    frontContent: times(8, (i) => {
      const y = 20 + i * 38;
      return (
        rect(10, y, 130, 30, '#0b1020', { rx: 3 }) +
        times(6, (k) => rect(20 + k * 12, y + 10, 8, 10, '#1f2937')) +
        circle(118, y + 15, 3.5, i === 2 ? '#f59e0b' : '#22c55e') +
        circle(128, y + 15, 3.5, '#38bdf8', { opacity: 0.8 })
      );
    }),
  });
  out += await product(doc, 'product-up-1200-ups-800w.webp', 620, 468, 300, 300);
  // battery gauge and bolt
  out += g(
    rect(0, 0, 300, 150, '#ffffff', { rx: 18, opacity: 0.1 }) +
      rect(30, 40, 170, 70, 'none', { rx: 10, stroke: '#e0e7ff', 'stroke-width': 6 }) +
      rect(204, 62, 12, 26, '#e0e7ff', { rx: 3 }) +
      times(3, (i) => rect(42 + i * 52, 52, 44, 46, '#4ade80', { rx: 5 })) +
      path('M 262 30 L 236 80 H 258 L 244 122 L 286 64 H 262 L 276 30 Z', '#fde047') +
      text(30, 138, '15 min at 720 W', { size: 15, weight: 'bold', fill: '#e0e7ff' }),
    'translate(820,220)',
  );
  return doc.svg(out);
}

// --- web pictures -------------------------------------------------------------------------------

async function banner(doc: Doc): Promise<string> {
  const W = 1600;
  const H = 900;
  const bg = doc.linear(['#020617', '#0b1f4d', '#0c2d6b'], 0, 0, 1, 1);
  const glow = doc.radial([
    [0, '#38bdf8', 0.35],
    [1, '#38bdf8', 0],
  ]);
  let out =
    rect(0, 0, W, H, bg) +
    `<ellipse cx="1120" cy="470" rx="560" ry="380" fill="${glow}"/>` +
    traces(3, W, H, 90, '#38bdf8', 0.14) +
    traces(8, W, H, 50, '#818cf8', 0.12, (x) => x > 700);
  // dotted grid on the right half
  out += times(18 * 10, (i) => {
    const cx = 760 + (i % 18) * 46;
    const cy = 60 + Math.floor(i / 18) * 86;
    return circle(cx, cy, 1.6, '#93c5fd', { opacity: 0.25 });
  });
  // big board with parts
  const iso = new Iso(1130, 170, 30, 30, 1.05);
  const board = doc.linear(['#0f2a5c', '#0a1c3f'], 0, 0, 1, 1);
  let boardTraces = '';
  const rand = rng(17);
  for (let i = 0; i < 60; i += 1) {
    const x = 20 + rand() * 380;
    const y = 20 + rand() * 380;
    const len = 30 + rand() * 80;
    boardTraces += path(
      rand() > 0.5
        ? `M ${r2(x)} ${r2(y)} h ${r2(len)} l 10 10 h 20`
        : `M ${r2(x)} ${r2(y)} v ${r2(len)} l 10 10 v 20`,
      'none',
      { stroke: '#38bdf8', 'stroke-width': 1.6, opacity: 0.55 },
    );
  }
  out += iso.shadow(doc, 0, 0, 520, 520, 0.6, 30);
  out += iso.box(0, 0, 0, 520, 520, 12, {
    top: board,
    front: '#071330',
    side: '#050d22',
    topContent:
      g(boardTraces, 'scale(1.2)') +
      rect(0, 0, 520, 520, 'none', { stroke: '#38bdf8', 'stroke-width': 2, opacity: 0.5 }),
    edge: '#38bdf8',
  });
  // glowing socket halo under the CPU
  out += iso.onTop(
    140,
    140,
    12,
    rect(-20, -20, 240, 240, '#38bdf8', { opacity: 0.35, filter: doc.blur(18) }),
  );
  const T = 200;
  const I = 160;
  out += iso.box(140, 140, 12, T, T, 8, {
    top: '#1f7a4d',
    front: '#165c3a',
    side: '#0f4129',
    topContent: times(6, (i) => rect(12 + i * 8, T - 16, 4, 8, '#c2c7cf')),
  });
  out += iso.box(140 + (T - I) / 2, 140 + (T - I) / 2, 20, I, I, 8, {
    top: doc.linear(['#f5f7f9', '#c8cfd7', '#eef1f4', '#b0b9c3'], 0, 0, 1, 1),
    front: '#aeb7c1',
    side: '#8f99a4',
    edge: '#ffffff',
    topContent:
      text(18, 40, 'PARTLINE', { size: 18, weight: 'bold', fill: '#3f4854', spacing: 2 }) +
      text(18, 72, 'PX-9700', { size: 26, weight: 'bold', fill: '#2b323b' }) +
      text(18, 94, '8-CORE  5.2 GHz', { size: 10, fill: '#4b5563' }),
  });
  // memory sticks standing to the right of the CPU
  for (let i = 0; i < 4; i += 1) {
    const x = 380 + i * 26;
    out += iso.box(x, 60, 12, 6, 300, 90, {
      top: '#2f9e66',
      front: '#0f4129',
      side: doc.linear(['#1f7a4d', '#16603c'], 0, 0, 0, 1),
      sideContent:
        times(8, (k) => rect(12 + k * 36, 12, 26, 34, '#111827', { rx: 2 })) +
        times(60, (k) => rect(6 + k * 4.8, 78, 3, 10, '#d4a537')),
    });
  }
  // NVMe drive in front
  out += iso.box(60, 380, 12, 300, 70, 5, {
    top: '#1f2329',
    front: '#0d0f12',
    side: '#0b0c0f',
    topContent:
      times(12, (i) => rect(0, 4 + i * 5.4, 18, 3.4, '#d4a537')) +
      rect(110, 8, 170, 54, '#e5e7eb', { rx: 3 }) +
      rect(110, 8, 170, 14, '#1d4ed8', { rx: 3 }) +
      text(118, 46, '1 TB NVMe', { size: 14, weight: 'bold', fill: '#111827' }),
  });
  // flying particles
  out += times(26, (i) => {
    const px = 760 + ((i * 97) % 760);
    const py = 80 + ((i * 53) % 720);
    return circle(px, py, 2 + (i % 3), '#7dd3fc', { opacity: 0.5 });
  });
  // darker veil on the left for text contrast
  out += rect(
    0,
    0,
    760,
    H,
    doc.linear(
      [
        [0, '#020617', 0.7],
        [1, '#020617', 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  return doc.svg(out);
}

async function dashboardWelcome(doc: Doc): Promise<string> {
  const W = 800;
  const H = 600;
  let out =
    rect(0, 0, W, H, doc.linear(['#eff6ff', '#dbeafe'], 0, 0, 1, 1)) +
    circle(400, 300, 250, '#bfdbfe', { opacity: 0.5 }) +
    circle(400, 300, 180, '#ffffff', { opacity: 0.55 });
  out += await product(doc, 'product-vm-24q-monitor-800w.webp', 390, 250, 380, 330);
  // cartons
  const box = new Iso(560, 380, 30, 30, 0.55);
  out += box.shadow(doc, 0, 0, 300, 250, 0.2, 12);
  out += carton(box, 0, 0, 0, 150, 120, 110, 'NV4-1T', 'QTY 25');
  out += carton(box, 0, 126, 0, 150, 120, 110, 'SA3-512', 'QTY 50');
  out += carton(box, 0, 40, 110, 150, 120, 100, 'MS-220', 'QTY 100');
  // plant
  const pot = new Iso(170, 470, 30, 30, 1);
  out += pot.shadow(doc, -36, -36, 72, 72, 0.2, 10);
  out += pot.cylinder(
    0,
    0,
    0,
    34,
    60,
    doc.linear(['#c2410c', '#fb923c', '#c2410c'], 0, 0, 1, 0),
    '#7c2d12',
  );
  const leaf = (rot: number, len: number, c: string): string =>
    path(
      `M 0 0 C ${len * 0.3} ${-len * 0.2} ${len * 0.7} ${-len * 0.2} ${len} 0 C ${len * 0.7} ${len * 0.2} ${len * 0.3} ${len * 0.2} 0 0 Z`,
      c,
      {
        transform: `translate(170,408) rotate(${rot})`,
      },
    );
  out +=
    leaf(-150, 90, '#15803d') +
    leaf(-120, 110, '#16a34a') +
    leaf(-90, 120, '#22c55e') +
    leaf(-60, 105, '#16a34a') +
    leaf(-30, 85, '#15803d');
  // sparkles and a greeting bubble
  const spark = (x: number, y: number, s: number, c: string): string =>
    path(
      `M ${x} ${y - s} Q ${x} ${y} ${x + s} ${y} Q ${x} ${y} ${x} ${y + s} Q ${x} ${y} ${x - s} ${y} Q ${x} ${y} ${x} ${y - s} Z`,
      c,
    );
  out +=
    spark(120, 120, 16, '#f59e0b') + spark(690, 110, 12, '#6366f1') + spark(700, 250, 8, '#ec4899');
  out += g(
    rect(0, 0, 150, 64, '#ffffff', { rx: 18, filter: doc.dropShadow(0, 6, 8, 0.15) }) +
      path('M 30 62 L 24 84 L 52 62 Z', '#ffffff') +
      text(75, 40, 'Hello!', { size: 24, weight: 'bold', fill: '#1d4ed8', anchor: 'middle' }),
    'translate(52,160)',
  );
  return doc.svg(out);
}

async function notFound(doc: Doc): Promise<string> {
  const W = 800;
  const H = 600;
  let out = rect(0, 0, W, H, doc.linear(['#f8fafc', '#e2e8f0'], 0, 0, 1, 1));
  out += text(400, 250, '404', {
    size: 200,
    weight: 'bold',
    fill: '#cbd5e1',
    anchor: 'middle',
    spacing: 8,
  });
  // cable with plug, and a socket, apart
  out += path('M -10 420 C 120 420 160 380 250 380', 'none', {
    stroke: '#1f2937',
    'stroke-width': 14,
    'stroke-linecap': 'round',
  });
  out += g(
    rect(0, -26, 70, 52, '#334155', { rx: 10 }) +
      rect(70, -14, 26, 10, '#cbd5e1', { rx: 2 }) +
      rect(70, 4, 26, 10, '#cbd5e1', { rx: 2 }),
    'translate(244,380)',
  );
  out += path('M 810 420 C 680 420 640 380 560 380', 'none', {
    stroke: '#1f2937',
    'stroke-width': 14,
    'stroke-linecap': 'round',
  });
  out += g(
    rect(0, -30, 76, 60, '#475569', { rx: 10 }) +
      rect(-4, -16, 14, 12, '#111827', { rx: 2 }) +
      rect(-4, 4, 14, 12, '#111827', { rx: 2 }),
    'translate(500,380)',
  );
  out += times(3, (i) =>
    path(`M 400 ${356 + i * 24} l 14 -6`, 'none', {
      stroke: '#f59e0b',
      'stroke-width': 4,
      'stroke-linecap': 'round',
      transform: `rotate(${(i - 1) * 25} 400 380)`,
    }),
  );
  out += logoMark(380, 470, 40, '#94a3b8');
  return doc.svg(out);
}

async function developerAvatar(doc: Doc): Promise<string> {
  const out =
    g(portrait(doc, developer), `scale(${400 / 256})`) +
    g(
      rect(0, 0, 84, 50, '#0f172a', { rx: 14, opacity: 0.92 }) +
        text(42, 33, '</>', {
          size: 22,
          weight: 'bold',
          fill: '#38bdf8',
          anchor: 'middle',
          family: MONO,
        }),
      'translate(292,128)',
    );
  return doc.svg(out);
}

// --- portfolio screenshots ---------------------------------------------------------------------

async function projectShop(doc: Doc): Promise<string> {
  const W = 1200;
  const H = 750;
  const pw = W - 72;
  let page =
    rect(0, 0, pw, 70, '#ffffff') +
    logoMark(28, 20, 28, '#1d4ed8') +
    text(68, 42, 'Partline', { size: 22, weight: 'bold', fill: '#0f172a' }) +
    ['Home', 'Products', 'Blogs', 'Portfolio', 'Contact']
      .map((l, i) =>
        text(560 + i * 100, 42, l, {
          size: 15,
          fill: i === 1 ? '#1d4ed8' : '#475569',
          weight: i === 1 ? 'bold' : 'normal',
        }),
      )
      .join('') +
    rect(0, 70, pw, 1, '#e2e8f0') +
    rect(0, 71, pw, 170, doc.linear(['#0b1f4d', '#1d4ed8'], 0, 0, 1, 0)) +
    g(
      traces(12, pw, 170, 20, '#93c5fd', 0.25, (x) => x > 600),
      'translate(0,71)',
      {
        'clip-path': doc.clip(rect(0, 0, pw, 170, '#000')),
      },
    ) +
    text(40, 140, 'Computer parts for business, in bulk', {
      size: 30,
      weight: 'bold',
      fill: '#ffffff',
    }) +
    text(40, 174, 'Processors, memory, storage and more — shipped from Dhaka.', {
      size: 16,
      fill: '#bfdbfe',
    }) +
    rect(40, 192, 120, 36, '#ffffff', { rx: 8 }) +
    text(100, 216, 'More Info', { size: 14, weight: 'bold', fill: '#1d4ed8', anchor: 'middle' }) +
    text(40, 290, 'Our Computer Parts Manufacturer Products', {
      size: 22,
      weight: 'bold',
      fill: '#0f172a',
    });
  const cards: [string, string, string][] = [
    ['product-px-9700-cpu-800w.webp', 'PX-9700 8-Core Processor', 'Tk. 32,000'],
    ['product-nv4-1t-nvme-800w.webp', 'NV4-1T 1 TB NVMe SSD', 'Tk. 9,200'],
    ['product-gx-4070-gpu-800w.webp', 'GX-4070 Graphics Card', 'Tk. 68,000'],
    ['product-kb-110-keyboard-800w.webp', 'KB-110 Office Keyboard', 'Tk. 1,450'],
  ];
  const cw = 250;
  for (let i = 0; i < cards.length; i += 1) {
    const [file, name, price] = cards[i] ?? ['', '', ''];
    const x = 40 + i * (cw + 20);
    const y = 314;
    const tintBg = ['#dbeafe', '#e0e7ff', '#ecfccb', '#ffedd5'][i] ?? '#eef2ff';
    page +=
      rect(x, y, cw, 330, '#ffffff', { rx: 12, stroke: '#e2e8f0', 'stroke-width': 1.5 }) +
      rect(x, y, cw, 170, tintBg, { rx: 12 }) +
      rect(x, y + 150, cw, 20, tintBg) +
      (await fitInto(doc, productArt[file]?.draw(doc) ?? '', {
        cx: x + cw / 2,
        cy: y + 85,
        maxW: cw - 40,
        maxH: 140,
        maxScale: 2,
      })) +
      text(x + 16, y + 200, name, { size: 15, weight: 'bold', fill: '#0f172a' }) +
      lines(x + 16, y + 214, [200, 150], '#e2e8f0', 8, 16) +
      text(x + 16, y + 268, price, { size: 18, weight: 'bold', fill: '#1d4ed8' }) +
      text(x + cw - 16, y + 268, 'Min 10', { size: 12, fill: '#64748b', anchor: 'end' }) +
      rect(x + 16, y + 284, cw - 32, 32, '#1d4ed8', { rx: 8 }) +
      text(x + cw / 2, y + 305, 'Confirm Purchase', {
        size: 13,
        weight: 'bold',
        fill: '#ffffff',
        anchor: 'middle',
      });
  }
  return doc.svg(browser(doc, W, H, 'partline.com.bd/all-products', page, '#3b82f6'));
}

async function projectDashboard(doc: Doc): Promise<string> {
  const W = 1200;
  const H = 750;
  const pw = W - 72;
  let page = rect(0, 0, pw, 720, '#f1f5f9');
  // sidebar
  page +=
    rect(0, 0, 220, 720, '#0f172a') +
    logoMark(24, 24, 26, '#38bdf8', '#0f172a') +
    text(62, 44, 'Stockroom', { size: 18, weight: 'bold', fill: '#f8fafc' }) +
    ['Overview', 'Orders', 'Inventory', 'Suppliers', 'Reports', 'Settings']
      .map(
        (l, i) =>
          (i === 0 ? rect(12, 86 + i * 46, 196, 36, '#1e293b', { rx: 8 }) : '') +
          rect(28, 98 + i * 46, 12, 12, i === 0 ? '#38bdf8' : '#475569', { rx: 3 }) +
          text(52, 109 + i * 46, l, { size: 14, fill: i === 0 ? '#f8fafc' : '#94a3b8' }),
      )
      .join('');
  page += text(250, 48, 'Overview', { size: 24, weight: 'bold', fill: '#0f172a' });
  page += rect(pw - 250, 22, 220, 36, '#ffffff', { rx: 18, stroke: '#e2e8f0' });
  page += text(pw - 228, 45, 'Search orders…', { size: 13, fill: '#94a3b8' });
  const kpis: [string, string, string][] = [
    ['Revenue (Tk.)', '48,20,000', '#2563eb'],
    ['Orders', '1,284', '#16a34a'],
    ['Pieces shipped', '36,410', '#f59e0b'],
    ['Low stock', '3', '#dc2626'],
  ];
  kpis.forEach(([l, v, c], i) => {
    const x = 250 + i * 212;
    page +=
      rect(x, 80, 196, 100, '#ffffff', { rx: 12 }) +
      rect(x, 80, 6, 100, c, { rx: 3 }) +
      text(x + 22, 112, l, { size: 13, fill: '#64748b' }) +
      text(x + 22, 152, v, { size: 26, weight: 'bold', fill: '#0f172a' });
  });
  // line chart
  const rand = rng(3);
  const vals: number[] = [];
  for (let i = 0; i <= 12; i += 1) vals.push(150 - i * 8 - rand() * 40);
  const d = vals.map((v, i) => `${i ? 'L' : 'M'} ${i * 40} ${r2(v)}`).join(' ');
  page += g(
    rect(0, 0, 530, 250, '#ffffff', { rx: 12 }) +
      text(22, 34, 'Monthly sales', { size: 16, weight: 'bold', fill: '#0f172a' }) +
      g(
        times(4, (i) => rect(0, i * 45, 480, 1, '#e2e8f0')) +
          path(
            `${d} V 170 H 0 Z`,
            doc.linear([
              [0, '#2563eb', 0.25],
              [1, '#2563eb', 0],
            ]),
          ) +
          path(d, 'none', { stroke: '#2563eb', 'stroke-width': 3, 'stroke-linejoin': 'round' }) +
          vals
            .map((v, i) =>
              circle(i * 40, v, 3.5, '#ffffff', { stroke: '#2563eb', 'stroke-width': 2 }),
            )
            .join(''),
        'translate(26,56)',
      ),
    'translate(250,200)',
  );
  // bar chart by category
  const bars = [0.9, 0.72, 0.6, 0.48, 0.35, 0.28];
  const cats = ['Memory', 'SSD', 'CPU', 'Monitor', 'PSU', 'NIC'];
  page += g(
    rect(0, 0, 316, 250, '#ffffff', { rx: 12 }) +
      text(22, 34, 'Top categories', { size: 16, weight: 'bold', fill: '#0f172a' }) +
      bars
        .map(
          (b, i) =>
            text(22, 70 + i * 30, cats[i] ?? '', { size: 12, fill: '#475569' }) +
            rect(92, 59 + i * 30, 200, 14, '#f1f5f9', { rx: 7 }) +
            rect(
              92,
              59 + i * 30,
              200 * b,
              14,
              ['#2563eb', '#3b82f6', '#60a5fa', '#93c5fd', '#bfdbfe', '#dbeafe'][i] ?? '#93c5fd',
              { rx: 7 },
            ),
        )
        .join(''),
    'translate(796,200)',
  );
  // orders table
  const rows: [string, string, string, string][] = [
    ['#1042', 'Dhaka Tech Ltd.', 'Tk. 2,90,000', 'Paid'],
    ['#1041', 'Chattogram Clinic', 'Tk. 1,18,000', 'Delivered'],
    ['#1040', 'Sylhet School', 'Tk. 72,500', 'Unpaid'],
    ['#1039', 'Rajshahi Labs', 'Tk. 3,20,000', 'Delivered'],
  ];
  const status: Record<string, [string, string]> = {
    Paid: ['#dbeafe', '#1d4ed8'],
    Delivered: ['#dcfce7', '#15803d'],
    Unpaid: ['#fef3c7', '#b45309'],
  };
  page += g(
    rect(0, 0, 862, 220, '#ffffff', { rx: 12 }) +
      text(22, 34, 'Latest orders', { size: 16, weight: 'bold', fill: '#0f172a' }) +
      ['Order', 'Client', 'Total', 'Status']
        .map((h, i) => text(22 + i * 210, 66, h, { size: 12, weight: 'bold', fill: '#64748b' }))
        .join('') +
      rows
        .map((r, k) => {
          const y = 96 + k * 32;
          const [sb, sf] = status[r[3]] ?? ['#eee', '#333'];
          return (
            rect(12, y - 20, 838, 1, '#f1f5f9') +
            text(22, y, r[0], { size: 13, fill: '#0f172a', family: MONO }) +
            text(232, y, r[1], { size: 13, fill: '#0f172a' }) +
            text(442, y, r[2], { size: 13, fill: '#0f172a' }) +
            rect(652, y - 15, 90, 22, sb, { rx: 11 }) +
            text(697, y, r[3], { size: 12, weight: 'bold', fill: sf, anchor: 'middle' })
          );
        })
        .join(''),
    'translate(250,466)',
  );
  return doc.svg(browser(doc, W, H, 'stockroom.app/overview', page, '#0ea5e9'));
}

async function projectTracker(doc: Doc): Promise<string> {
  const W = 1200;
  const H = 750;
  const pw = W - 72;
  const mapW = pw - 360;
  let map = rect(0, 0, mapW, 720, '#e8eef3');
  // river, parks and roads
  map += path(
    'M -20 520 C 160 470 260 600 420 560 C 560 520 640 640 820 600 L 820 720 L -20 720 Z',
    '#bfdbfe',
  );
  map +=
    rect(80, 90, 160, 110, '#d9f99d', { rx: 20 }) + rect(520, 300, 180, 120, '#d9f99d', { rx: 24 });
  const rand = rng(28);
  for (let i = 0; i < 9; i += 1) {
    const y = 40 + i * 70 + rand() * 20;
    map += path(
      `M -10 ${r2(y)} C 200 ${r2(y + 30)} 500 ${r2(y - 30)} ${mapW + 10} ${r2(y + 10)}`,
      'none',
      { stroke: '#ffffff', 'stroke-width': i % 3 === 0 ? 12 : 6 },
    );
  }
  for (let i = 0; i < 8; i += 1) {
    const x = 40 + i * 110 + rand() * 20;
    map += path(`M ${r2(x)} -10 C ${r2(x + 40)} 200 ${r2(x - 40)} 500 ${r2(x + 10)} 730`, 'none', {
      stroke: '#ffffff',
      'stroke-width': i % 3 === 0 ? 12 : 6,
    });
  }
  const route = 'M 120 600 C 180 520 240 470 330 430 S 470 330 520 260 S 640 160 700 120';
  map +=
    path(route, 'none', {
      stroke: '#1d4ed8',
      'stroke-width': 9,
      'stroke-linecap': 'round',
      opacity: 0.25,
    }) +
    path(route, 'none', {
      stroke: '#1d4ed8',
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-dasharray': '2 12',
    }) +
    path('M 120 600 C 180 520 240 470 330 430 S 470 330 520 260', 'none', {
      stroke: '#1d4ed8',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    });
  const pin = (x: number, y: number, c: string): string =>
    path(
      `M ${x} ${y} C ${x - 22} ${y - 26} ${x - 22} ${y - 52} ${x} ${y - 52} C ${x + 22} ${y - 52} ${x + 22} ${y - 26} ${x} ${y} Z`,
      c,
    ) + circle(x, y - 34, 8, '#ffffff');
  map += pin(120, 600, '#16a34a') + pin(700, 120, '#dc2626');
  map += g(
    circle(0, 0, 22, '#1d4ed8', { opacity: 0.2 }) +
      circle(0, 0, 14, '#1d4ed8') +
      rect(-7, -5, 14, 10, '#ffffff', { rx: 2 }),
    'translate(520,260)',
  );
  map +=
    rect(mapW - 60, 20, 40, 80, '#ffffff', { rx: 8 }) +
    text(mapW - 40, 52, '+', { size: 22, anchor: 'middle', fill: '#334155' }) +
    text(mapW - 40, 88, '−', { size: 22, anchor: 'middle', fill: '#334155' });
  // side panel: shipment timeline
  const steps: [string, string, boolean][] = [
    ['Order confirmed', 'Gazipur · 09:10', true],
    ['Picked and packed', 'Gazipur · 11:45', true],
    ['On the way', 'Tongi · 14:20', true],
    ['Out for delivery', 'Gulshan · —', false],
    ['Delivered', '—', false],
  ];
  let panel =
    rect(0, 0, 360, 720, '#ffffff') +
    text(28, 46, 'Shipment PL-26-0418', { size: 18, weight: 'bold', fill: '#0f172a' }) +
    text(28, 72, '48 cartons · 2 pallets', { size: 13, fill: '#64748b' }) +
    rect(28, 92, 304, 70, '#eff6ff', { rx: 12 }) +
    text(46, 122, 'Arriving today', { size: 13, fill: '#1d4ed8' }) +
    text(46, 148, '16:30 – 17:15', { size: 20, weight: 'bold', fill: '#0f172a' });
  steps.forEach(([t, sub, done], i) => {
    const y = 204 + i * 76;
    panel +=
      (i < steps.length - 1 ? rect(45, y + 10, 3, 66, done ? '#1d4ed8' : '#e2e8f0') : '') +
      circle(46.5, y + 8, 11, done ? '#1d4ed8' : '#ffffff', {
        stroke: done ? '#1d4ed8' : '#cbd5e1',
        'stroke-width': 3,
      }) +
      text(72, y + 8, t, { size: 15, weight: 'bold', fill: done ? '#0f172a' : '#94a3b8' }) +
      text(72, y + 30, sub, { size: 12, fill: '#64748b' });
  });
  panel +=
    rect(28, 600, 304, 44, '#1d4ed8', { rx: 10 }) +
    text(180, 628, 'Contact driver', {
      size: 14,
      weight: 'bold',
      fill: '#ffffff',
      anchor: 'middle',
    });
  const page = map + g(panel, `translate(${mapW},0)`) + rect(mapW, 0, 1, 720, '#e2e8f0');
  return doc.svg(browser(doc, W, H, 'track.parcelbd.app/PL-26-0418', page, '#16a34a'));
}

/** Blog header images, keyed by file name. */
export const blogScenes: Record<string, Scene> = {
  'blog-ddr5-office-fleets-1200w.webp': { width: 1200, height: 675, build: blogDdr5 },
  'blog-ssd-testing-1200w.webp': { width: 1200, height: 675, build: blogSsdTesting },
  'blog-bulk-ordering-1200w.webp': { width: 1200, height: 675, build: blogBulk },
  'blog-ups-sizing-1200w.webp': { width: 1200, height: 675, build: blogUps },
};

/** Pictures of the web app, keyed by path under `apps/web/public/`. */
export const webScenes: Record<string, Scene> = {
  'images/banner-1600w.webp': { width: 1600, height: 900, build: banner },
  'images/dashboard-welcome.webp': { width: 800, height: 600, build: dashboardWelcome },
  'images/portfolio/project-1.webp': { width: 1200, height: 750, build: projectShop },
  'images/portfolio/project-2.webp': { width: 1200, height: 750, build: projectDashboard },
  'images/portfolio/project-3.webp': { width: 1200, height: 750, build: projectTracker },
  'images/developer.webp': { width: 400, height: 400, build: developerAvatar },
  'images/not-found.webp': { width: 800, height: 600, build: notFound },
};

/** The favicon: the Partline chip mark as a small standalone SVG. */
export function faviconSvg(): string {
  const body = logoMark(10, 10, 44, '#1d4ed8');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}</svg>\n`;
}
