/**
 * One stylised isometric illustration per demo product (800×600). Each entry draws the product
 * on the shared backdrop; the key is the image file name used in `demo-content.ts`.
 */
import { productBackdrop } from './backdrop';
import type { BoxPaint, Vec } from './svg';
import {
  circle,
  darken,
  Doc,
  fitInto,
  g,
  Iso,
  lighten,
  MONO,
  path,
  polygon,
  r2,
  rect,
  rng,
  shade,
  text,
  times,
} from './svg';

/** A product illustration: backdrop settings and the drawing itself. */
interface ProductArt {
  tint: string;
  model: string;
  category: string;
  draw: (doc: Doc) => string;
}

const GOLD = '#d4a537';
const PCB = '#1f7a4d';

/** Gold gradient paint. */
const gold = (doc: Doc): string => doc.linear(['#f6dc8a', '#d4a537', '#a87a1c'], 0, 0, 0, 1);

/** A row of gold edge contacts across width `w` at local y, height `h`. */
function contacts(doc: Doc, x: number, y: number, w: number, h: number, pitch: number): string {
  const paint = gold(doc);
  const n = Math.floor(w / pitch);
  return times(n, (i) => rect(x + i * pitch + pitch * 0.15, y, pitch * 0.7, h, paint, { rx: 0.6 }));
}

/** A black memory chip with a faint marking, in face coordinates. */
function chip(x: number, y: number, w: number, h: number, label = ''): string {
  return (
    rect(x, y, w, h, '#1b1e24', { rx: 1.5 }) +
    rect(x + 1, y + 1, w - 2, h * 0.35, '#2b2f38', { rx: 1 }) +
    circle(x + 4, y + h - 4, 1.4, '#3c424d') +
    (label
      ? text(x + w / 2, y + h * 0.6, label, { size: 5, fill: '#6b7280', anchor: 'middle' })
      : '')
  );
}

/** A 2-D data-matrix-like code of `n`×`n` cells. */
function dataMatrix(
  x: number,
  y: number,
  size: number,
  n: number,
  seed: number,
  ink = '#111827',
): string {
  const rand = rng(seed);
  const c = size / n;
  let out = '';
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < n; j += 1) {
      const border =
        i === n - 1 || j === 0 || (i === 0 && j % 2 === 0) || (j === n - 1 && i % 2 === 1);
      if (border || rand() > 0.5) out += rect(x + j * c, y + i * c, c + 0.1, c + 0.1, ink);
    }
  return out;
}

/** A radial fan: frame-less rotor with `blades` swept blades and a hub label. */
function fanRotor(
  doc: Doc,
  r: number,
  blades: number,
  bladeColor: string,
  hubColor: string,
  hubLabel = '',
): string {
  const bladePaint = doc.linear(
    [lighten(bladeColor, 0.25), bladeColor, darken(bladeColor, 0.2)],
    0,
    0,
    1,
    1,
  );
  const hr = r * 0.32;
  const blade = `M ${r2(hr * 0.9)} ${r2(-hr * 0.3)} C ${r2(r * 0.55)} ${r2(-r * 0.45)} ${r2(r * 0.95)} ${r2(-r * 0.2)} ${r2(r * 0.96)} ${r2(r * 0.12)} C ${r2(r * 0.7)} ${r2(r * 0.05)} ${r2(r * 0.45)} ${r2(r * 0.22)} ${r2(hr * 0.9)} ${r2(hr * 0.45)} Z`;
  return (
    times(blades, (i) =>
      path(blade, bladePaint, {
        transform: `rotate(${r2((360 / blades) * i)})`,
        stroke: darken(bladeColor, 0.35),
        'stroke-width': 0.8,
      }),
    ) +
    circle(
      0,
      0,
      hr,
      doc.radial([lighten(hubColor, 0.3), hubColor, darken(hubColor, 0.3)], 0.4, 0.35, 0.7),
    ) +
    circle(0, 0, hr * 0.72, 'none', {
      stroke: lighten(hubColor, 0.4),
      'stroke-width': 1.2,
      opacity: 0.6,
    }) +
    (hubLabel
      ? text(0, hr * 0.18, hubLabel, {
          size: hr * 0.42,
          weight: 'bold',
          fill: '#ffffff',
          anchor: 'middle',
          spacing: 0.5,
        })
      : '')
  );
}

/** Honeycomb vent of hexagons filling (0,0)–(w,h) with cell radius `cr`. */
function honeycomb(w: number, h: number, cr: number, fill: string): string {
  const dx = cr * Math.sqrt(3) + 2;
  const dy = cr * 1.5 + 1.6;
  let out = '';
  for (let row = 0; row * dy < h - cr; row += 1)
    for (let col = 0; col * dx < w - cr; col += 1) {
      const cx = cr + col * dx + (row % 2 ? dx / 2 : 0);
      const cy = cr + row * dy;
      if (cx > w - cr) continue;
      const pts: Vec[] = Array.from({ length: 6 }, (_, k) => {
        const a = (Math.PI / 3) * k + Math.PI / 6;
        return [cx + Math.cos(a) * cr, cy + Math.sin(a) * cr] as Vec;
      });
      out += polygon(pts, fill);
    }
  return out;
}

/** A memory module seen face-on in face coordinates (w × h), with notch, chips and contacts. */
function memoryFace(
  doc: Doc,
  w: number,
  h: number,
  o: { chips: number; label: string; sub: string; register?: boolean; seed: number },
): string {
  const pcb = doc.linear([lighten(PCB, 0.12), PCB, darken(PCB, 0.12)], 0, 0, 0, 1);
  const notchX = w * 0.47;
  const outline = `M 0 0 H ${w} V ${h} H ${notchX + 5} V ${h - 9} A 3 3 0 0 0 ${notchX - 1} ${h - 9} V ${h} H 0 Z`;
  const contactH = h * 0.13;
  const chipW = (w - 40) / (o.chips + (o.register ? 1.3 : 0.6));
  const chipH = h * 0.36;
  let chips = '';
  let cx = 16;
  for (let i = 0; i < o.chips; i += 1) {
    if (o.register && i === o.chips / 2) {
      chips += chip(cx + 2, h * 0.2, chipW * 0.9, chipH * 0.85, '');
      cx += chipW * 1.1;
    }
    chips += chip(cx, h * 0.16, chipW * 0.82, chipH, 'PL5');
    cx += chipW;
  }
  const traces = times(22, (i) =>
    rect(14 + i * ((w - 28) / 22), h * 0.58, 1, h * 0.2, lighten(PCB, 0.25), { opacity: 0.5 }),
  );
  const label =
    rect(w * 0.6, h * 0.58, w * 0.3, h * 0.22, '#f8fafc', { rx: 2 }) +
    text(w * 0.61 + 4, h * 0.58 + h * 0.09, o.label, {
      size: h * 0.075,
      weight: 'bold',
      fill: '#111827',
    }) +
    text(w * 0.61 + 4, h * 0.58 + h * 0.17, o.sub, { size: h * 0.05, fill: '#4b5563' }) +
    dataMatrix(w * 0.6 + w * 0.3 - h * 0.2, h * 0.6, h * 0.17, 10, o.seed);
  const pmic =
    chip(w * 0.14, h * 0.6, h * 0.16, h * 0.16) + chip(w * 0.25, h * 0.6, h * 0.1, h * 0.1);
  return (
    path(outline, pcb) +
    traces +
    chips +
    pmic +
    label +
    contacts(doc, 6, h - contactH, notchX - 8, contactH - 1, 4.6) +
    contacts(doc, notchX + 7, h - contactH, w - notchX - 12, contactH - 1, 4.6) +
    // clip corners of the notch area
    rect(notchX - 1, h - 9, 6, 10, 'none')
  );
}

// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------

function drawCpu(doc: Doc): string {
  const iso = new Iso(470, 215, 30, 30, 0.98);
  const T = 228;
  const sub = doc.linear([lighten(PCB, 0.15), PCB], 0, 0, 1, 1);
  const smd = (x: number, y: number, n: number, c: string, vertical = false): string =>
    times(n, (i) =>
      vertical ? rect(x, y + i * 8, 8, 4, c, { rx: 1 }) : rect(x + i * 8, y, 4, 8, c, { rx: 1 }),
    );
  const marker = (s: number): string =>
    polygon(
      [
        [6, s - 6],
        [24, s - 6],
        [6, s - 24],
      ],
      gold(doc),
    );
  // flipped chip behind, showing its gold land grid
  const pad = gold(doc);
  const n = 20;
  const pitch = (T - 24) / n;
  let lands = '';
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < n; j += 1) {
      if (i > 6 && i < 13 && j > 6 && j < 13) continue;
      lands += rect(12 + j * pitch + 1.3, 12 + i * pitch + 1.3, pitch - 2.6, pitch - 2.6, pad, {
        rx: 1.1,
      });
    }
  const core =
    smd(12 + 7.2 * pitch, 12 + 7.6 * pitch, 6, '#c2c7cf') +
    smd(12 + 7.2 * pitch, 12 + 10.6 * pitch, 6, '#8b5e34');
  const bx = -205;
  const by = -18;
  const flipped =
    iso.shadow(doc, bx, by, T, T, 0.2, 12) +
    iso.box(bx, by, 0, T, T, 7, {
      top: sub,
      front: darken(PCB, 0.05),
      side: darken(PCB, 0.3),
      topContent: lands + core + marker(T),
    });
  // chip lying label-up in front
  const lying =
    iso.shadow(doc, 0, 0, T + 6, T + 14, 0.28, 16) +
    iso.box(0, 0, 0, T, T, 7, {
      top: sub,
      front: darken(PCB, 0.05),
      side: darken(PCB, 0.3),
      topContent:
        smd(14, T - 17, 6, '#c2c7cf') +
        smd(T - 62, 9, 6, '#8b5e34') +
        smd(9, 20, 4, '#c2c7cf', true) +
        marker(T),
    });
  const I = 184;
  const ihsPaint = doc.linear(['#f5f7f9', '#c8cfd7', '#eef1f4', '#b0b9c3'], 0, 0, 1, 1);
  const label =
    text(20, 42, 'PARTLINE', { size: 22, weight: 'bold', fill: '#3f4854', spacing: 2 }) +
    text(20, 78, 'PX-9700', { size: 30, weight: 'bold', fill: '#2b323b' }) +
    text(20, 100, '8-CORE  3.8 / 5.2 GHz', { size: 11, fill: '#4b5563', spacing: 0.5 }) +
    text(20, 118, 'LGA1700  65 W', { size: 11, fill: '#4b5563', spacing: 0.5 }) +
    text(20, 160, 'X3A7-2614-BD', { size: 11, family: MONO, fill: '#4b5563' }) +
    dataMatrix(134, 128, 36, 12, 97, '#3f4854');
  const ihs = iso.box((T - I) / 2, (T - I) / 2, 7, I, I, 9, {
    top: ihsPaint,
    front: '#aeb7c1',
    side: '#8f99a4',
    topContent: label,
    edge: '#ffffff',
  });
  return flipped + lying + ihs;
}

function drawDdr5(doc: Doc): string {
  const iso = new Iso(160, 290, 12, 38, 1.12, 1, 0.9);
  const W = 470;
  const H = 130;
  const face = (seed: number): string =>
    memoryFace(doc, W, H, { chips: 8, label: 'PARTLINE MR5-16', sub: '16GB DDR5-5600 CL46', seed });
  const stick = (x: number, y: number, z: number, seed: number): string =>
    iso.box(x, y, z, W, 5, H, {
      top: lighten(PCB, 0.2),
      front: 'none',
      side: darken(PCB, 0.3),
      frontContent: face(seed),
    });
  return (
    iso.shadow(doc, -40, -90, W, 40, 0.14, 12) +
    stick(-40, -70, 36, 3) +
    iso.shadow(doc, 30, 40, W, 40, 0.2, 12) +
    stick(30, 60, 0, 5)
  );
}

function drawServerRam(doc: Doc): string {
  const iso = new Iso(250, 262, 18, 40, 0.96, 1, 1);
  const W = 440;
  const H = 120;
  let out = iso.shadow(doc, 0, -20, W, 240, 0.18, 18);
  const tray = shade('#334155');
  out += iso.box(-10, -30, 0, W + 20, 250, 16, {
    ...tray,
    topContent: times(4, (i) =>
      rect(0, 30 + i * 60 - 4, W + 20, 12, darken('#334155', 0.35), { rx: 3 }),
    ),
    frontContent: text(14, 12, 'SR5-32  ×  4', { size: 9, weight: 'bold', fill: '#cbd5e1' }),
  });
  for (let i = 0; i < 4; i += 1) {
    out += iso.box(10, i * 60, 14, W - 20, 5, H, {
      top: lighten(PCB, 0.2),
      front: 'none',
      side: darken(PCB, 0.3),
      frontContent: memoryFace(doc, W - 20, H, {
        chips: 10,
        register: true,
        label: 'PARTLINE SR5-32',
        sub: '32GB 2Rx8 DDR5-4800 ECC RDIMM',
        seed: 11 + i,
      }),
    });
  }
  return out;
}

function drawNvme(doc: Doc): string {
  const iso = new Iso(214, 150, 24, 38, 1.12);
  const L = 480;
  const Wd = 130;
  const pcb = doc.linear(['#23304d', '#121a2c'], 0, 0, 1, 1);
  const nc = Wd * 0.3;
  // outline with the M-key notch at x = 0 and the screw half-circle at x = L
  const outline = `M 0 0 H ${L - 4} V ${Wd / 2 - 10} A 10 10 0 0 0 ${L - 4} ${Wd / 2 + 10} V ${Wd} H 0 V ${nc + 5} H 14 V ${nc - 5} H 0 Z`;
  const pins = times(16, (i) => {
    const y = 5 + i * ((Wd - 10) / 16);
    if (Math.abs(y + 2 - nc) < 8) return '';
    return rect(0, y, 28, ((Wd - 10) / 16) * 0.6, gold(doc), { rx: 0.8 });
  });
  const content =
    pins +
    chip(52, 26, 64, 64) +
    text(84, 62, 'PL-C4', { size: 9, fill: '#6b7280', anchor: 'middle', weight: 'bold' }) +
    chip(134, 36, 34, 48) +
    rect(188, 10, 250, Wd - 20, '#eef0f3', { rx: 3 }) +
    rect(188, 10, 250, 28, '#1d4ed8', { rx: 3 }) +
    rect(188, 30, 250, 8, '#1d4ed8') +
    text(198, 29, 'PARTLINE  NV4', { size: 14, weight: 'bold', fill: '#ffffff', spacing: 1 }) +
    text(198, 64, '1 TB', { size: 24, weight: 'bold', fill: '#111827' }) +
    text(258, 64, 'NVMe  PCIe 4.0 x4', { size: 11, fill: '#374151' }) +
    text(198, 84, 'M.2 2280  ·  7000 MB/s', { size: 10, fill: '#4b5563' }) +
    text(198, 102, 'S/N PL4T-26A0093', { size: 9, family: MONO, fill: '#6b7280' }) +
    dataMatrix(396, 62, 32, 12, 33) +
    path(`M ${L - 4} ${Wd / 2 - 13} A 13 13 0 0 0 ${L - 4} ${Wd / 2 + 13}`, 'none', {
      stroke: GOLD,
      'stroke-width': 4,
    });
  const back = iso.at(-60, -190, 0);
  const backContent =
    pins +
    chip(52, 26, 64, 64) +
    chip(150, 30, 80, 70) +
    chip(260, 30, 80, 70) +
    rect(360, 40, 40, 40, '#b08d57', { rx: 2 });
  return (
    back.shadow(doc, 0, 0, L, Wd, 0.14, 10) +
    back.slab(0, 0, 0, 6, outline, pcb, '#0b0d10', backContent) +
    iso.shadow(doc, 0, 0, L, Wd, 0.26, 12) +
    iso.slab(0, 0, 0, 6, outline, pcb, '#0b0d10', content)
  );
}

function drawSataSsd(doc: Doc): string {
  const iso = new Iso(400, 150, 30, 30, 1.05);
  const W = 300;
  const D = 210;
  const H = 28;
  const body = doc.linear(['#4b5563', '#2f3640', '#3b424d'], 0, 0, 1, 1);
  const sataSide =
    rect(26, 7, 58, 13, '#0f1115', { rx: 2 }) +
    times(7, (i) => rect(30 + i * 7.4, 12, 3.4, 4, GOLD)) +
    rect(96, 7, 92, 13, '#0f1115', { rx: 2 }) +
    times(15, (i) => rect(99 + i * 5.8, 12, 2.8, 4, GOLD));
  const screws =
    rect(0, 0, W, H, 'none') + circle(40, 15, 4, '#1f2329') + circle(W - 40, 15, 4, '#1f2329');
  const label = (big: boolean): string =>
    rect(24, 22, W - 48, D - 44, '#f1f5f9', { rx: 6 }) +
    rect(24, 22, W - 48, 46, '#0f766e', { rx: 6 }) +
    rect(24, 56, W - 48, 12, '#0f766e') +
    text(40, 53, 'PARTLINE', { size: 20, weight: 'bold', fill: '#ffffff', spacing: 2 }) +
    (big
      ? text(40, 112, '512 GB', { size: 36, weight: 'bold', fill: '#0f172a' }) +
        text(40, 138, 'SA3  SATA III 6 Gb/s SSD', { size: 13, fill: '#334155' }) +
        text(40, 160, '550 MB/s read  ·  2.5-inch  7 mm', { size: 11, fill: '#64748b' }) +
        dataMatrix(W - 86, 128, 34, 12, 71)
      : '');
  const drive = (i: Iso, big: boolean): string =>
    i.box(0, 0, 0, W, D, H, {
      top: body,
      front: '#2b313a',
      side: '#1f242b',
      topContent: label(big),
      frontContent: screws,
      sideContent: sataSide,
      edge: '#6b7280',
    });
  const top = iso.at(10, 6, H).rotated(-10);
  return iso.shadow(doc, 0, 0, W, D, 0.28, 16) + drive(iso, false) + drive(top, true);
}

function drawMotherboard(doc: Doc): string {
  const iso = new Iso(395, 128, 30, 30, 0.98);
  const W = 360;
  const D = 380;
  const pcbPaint = doc.linear(['#243447', '#15202e'], 0, 0, 1, 1);
  const rand = rng(7);
  let traces = '';
  for (let i = 0; i < 46; i += 1) {
    const l = 20 + rand() * 60;
    const x = 10 + rand() * (W - l - 50);
    const y = 10 + rand() * (D - l - 50);
    const hz = rand() > 0.5;
    traces += path(
      hz
        ? `M ${r2(x)} ${r2(y)} h ${r2(l)} l 8 8 h 20`
        : `M ${r2(x)} ${r2(y)} v ${r2(l)} l 8 8 v 16`,
      'none',
      { stroke: '#3d5a7a', 'stroke-width': 1.2, opacity: 0.7 },
    );
  }
  traces += times(4, (i) =>
    circle(8 + (i % 2) * (W - 16), 8 + Math.floor(i / 2) * (D - 16), 5, '#c7ced6'),
  );
  const parts: { k: number; svg: string }[] = [];
  const add = (x: number, y: number, w: number, d: number, h: number, p: BoxPaint, z = 6): void => {
    parts.push({ k: x + w / 2 + y + d / 2, svg: iso.box(x, y, z, w, d, h, p) });
  };
  const metalDark = shade('#5b6573', 0.35, 0.25);
  // rear I/O stack
  const io: [number, number, number][] = [
    [16, 40, 34],
    [62, 36, 40],
    [104, 30, 30],
    [140, 40, 36],
    [186, 30, 26],
  ];
  for (const [y, d, h] of io) add(0, y, 40, d, h, shade('#8a94a3', 0.3, 0.3));
  // VRM heatsinks with fins
  const fins = (w: number, d: number, n: number, alongX: boolean): string =>
    times(n, (i) =>
      alongX
        ? rect(0, (i + 0.5) * (d / n), w, 2, '#2d3440', { opacity: 0.6 })
        : rect((i + 0.5) * (w / n), 0, 2, d, '#2d3440', { opacity: 0.6 }),
    );
  add(48, 30, 30, 180, 30, { ...metalDark, topContent: fins(30, 180, 12, true) });
  add(90, 8, 132, 30, 30, { ...metalDark, topContent: fins(132, 30, 10, false) });
  // CPU socket
  const sock = 116;
  let socketPins = '';
  for (let i = 0; i < 14; i += 1)
    for (let j = 0; j < 14; j += 1)
      socketPins += rect(14 + j * 6.3, 14 + i * 6.3, 2.6, 2.6, GOLD, { opacity: 0.85 });
  add(94, 56, sock, sock, 5, {
    top: '#d6dbe1',
    front: '#9aa3ad',
    side: '#7d8793',
    topContent:
      rect(10, 10, sock - 20, sock - 20, '#1b1f26', { rx: 3 }) +
      socketPins +
      rect(sock - 6, 8, 4, sock - 16, '#e5e7eb'),
  });
  // capacitors
  for (let i = 0; i < 7; i += 1)
    parts.push({
      k: 90 + i * 16 + 50,
      svg: iso.cylinder(
        98 + i * 16,
        45,
        6,
        5,
        12,
        doc.linear(['#1f2937', '#6b7280', '#1f2937'], 0, 0, 1, 0),
        '#9ca3af',
      ),
    });
  // DIMM slots
  for (let i = 0; i < 4; i += 1) {
    const c = i % 2 ? '#94a3b8' : '#475569';
    add(238 + i * 20, 24, 10, 220, 12, {
      ...shade(c),
      topContent: rect(3, 4, 4, 212, darken(c, 0.5)),
    });
    add(236 + i * 20, 14, 14, 12, 16, shade(lighten(c, 0.2)));
  }
  // ATX 24-pin
  add(336, 120, 16, 70, 14, {
    ...shade('#e2e8f0', 0.3, 0.25),
    topContent: times(
      12,
      (i) => rect(3, 3 + i * 5.6, 4, 4, '#475569') + rect(9, 3 + i * 5.6, 4, 4, '#475569'),
    ),
  });
  // M.2 heatsink
  add(90, 200, 140, 30, 6, {
    ...shade('#64748b', 0.35, 0.25),
    topContent:
      rect(6, 11, 128, 4, '#38bdf8') +
      text(10, 26, 'M.2', { size: 8, weight: 'bold', fill: '#e2e8f0' }),
  });
  // chipset heatsink with logo
  add(236, 270, 86, 70, 10, {
    ...shade('#64748b', 0.35, 0.25),
    topContent:
      rect(8, 8, 70, 54, '#475569', { rx: 5 }) +
      text(43, 44, 'P', { size: 30, weight: 'bold', fill: '#38bdf8', anchor: 'middle' }),
  });
  // PCIe slots
  add(30, 262, 190, 13, 12, {
    ...shade('#cbd5e1', 0.3, 0.3),
    topContent: rect(4, 4, 182, 5, '#334155'),
  });
  add(30, 316, 80, 11, 10, { ...shade('#334155'), topContent: rect(4, 3, 72, 5, '#111827') });
  // SATA ports
  for (let i = 0; i < 4; i += 1) add(326, 250 + i * 22, 26, 16, 12, shade('#334155'));
  // CMOS battery and small chips
  parts.push({
    k: 170 + 350,
    svg: iso.cylinder(
      170,
      350,
      6,
      14,
      3,
      doc.linear(['#9ca3af', '#f3f4f6', '#9ca3af'], 0, 0, 1, 0),
      '#e5e7eb',
    ),
  });
  add(140, 300, 40, 30, 3, shade('#111827'));
  add(250, 210, 24, 24, 3, shade('#111827'));
  parts.sort((a, b) => a.k - b.k);
  return (
    iso.shadow(doc, 0, 0, W, D, 0.3, 18) +
    iso.box(0, 0, 0, W, D, 6, {
      top: pcbPaint,
      front: '#101822',
      side: '#0b111a',
      topContent: traces,
    }) +
    parts.map((p) => p.svg).join('')
  );
}

function drawGpu(doc: Doc): string {
  const iso = new Iso(376, 148, 26, 34, 1.02);
  const L = 430;
  const D = 180;
  const accent = '#22c55e';
  const shroudTop = doc.linear(['#4b5563', '#262b33', '#343a44'], 0, 0, 1, 1);
  const fan = (cx: number): string =>
    g(
      circle(0, 0, 76, '#15181d') +
        circle(0, 0, 76, 'none', { stroke: '#5b6470', 'stroke-width': 3 }) +
        fanRotor(doc, 70, 11, '#30353d', '#1c2026', 'PL'),
      `translate(${cx},${D / 2})`,
    );
  const stripes =
    polygon(
      [
        [0, 0],
        [46, 0],
        [18, D],
        [0, D],
      ],
      '#1a1e24',
    ) +
    polygon(
      [
        [L - 38, 0],
        [L, 0],
        [L, D],
        [L - 12, D],
      ],
      '#1a1e24',
    ) +
    rect(214, 14, 2, D - 28, accent, { opacity: 0.8 });
  const shroud = iso.box(0, 0, 16, L, D, 44, {
    top: shroudTop,
    front: doc.linear(['#3a414b', '#1f242b'], 0, 0, 0, 1),
    side: '#16191e',
    topContent: stripes + fan(110) + fan(322),
    frontContent:
      rect(0, 30, L, 3, accent) +
      text(150, 22, 'PARTLINE  GX-4070', {
        size: 14,
        weight: 'bold',
        fill: '#e5e7eb',
        spacing: 2,
      }) +
      text(340, 22, '12 GB', { size: 11, fill: '#9ca3af' }),
    edge: '#6b7280',
  });
  const pcb = iso.box(0, 0, 8, L, D, 8, {
    top: '#173b2a',
    front: doc.linear(['#1f5136', '#12301f'], 0, 0, 0, 1),
    side: '#0f2a1b',
  });
  const plate = iso.box(0, 0, 0, L, D, 8, shade('#2b3038'));
  const fingers = iso.box(220, D, 8, 150, 12, 6, {
    top: '#12301f',
    front: '#0f2a1b',
    side: '#0f2a1b',
    topContent: contacts(doc, 2, 2, 146, 9, 4),
    frontContent: contacts(doc, 2, 0, 146, 6, 4),
  });
  // I/O bracket at the x = L end: ports on its outer face
  const bracketFace =
    rect(0, 0, D + 16, 70, doc.linear(['#e5e7eb', '#aab3bd'], 0, 0, 1, 0)) +
    times(9, (i) => rect(14 + i * 18, 8, 9, 18, '#5b6470', { rx: 4 })) +
    times(3, (i) => rect(14 + i * 40, 36, 30, 14, '#111318', { rx: 2 })) +
    rect(136, 36, 30, 14, '#111318', { rx: 2 }) +
    times(4, (i) => rect(18 + i * 40 - (i === 3 ? 0 : 0), 40, 22, 6, '#3b4048'));
  const bracket = iso.box(L, -8, 0, 3, D + 16, 70, {
    top: '#e5e7eb',
    front: '#c3cad3',
    side: '#c9d0d8',
    sideContent: bracketFace,
  });
  return iso.shadow(doc, 0, 0, L, D, 0.3, 18) + plate + pcb + fingers + shroud + bracket;
}

function drawPsu(doc: Doc): string {
  const iso = new Iso(385, 148, 30, 30, 1.0);
  const W = 300;
  const D = 260;
  const H = 160;
  const black = doc.linear(['#3a3f47', '#1f2328'], 0, 0, 1, 1);
  const grille =
    circle(W / 2, D / 2, 112, '#0f1114') +
    g(fanRotor(doc, 104, 9, '#262a30', '#15171b'), `translate(${W / 2},${D / 2})`) +
    times(7, (i) =>
      circle(W / 2, D / 2, 20 + i * 15, 'none', { stroke: '#8a929c', 'stroke-width': 2.2 }),
    ) +
    times(8, (i) => {
      const a = (i / 8) * Math.PI * 2;
      return path(
        `M ${r2(W / 2 + Math.cos(a) * 20)} ${r2(D / 2 + Math.sin(a) * 20)} L ${r2(W / 2 + Math.cos(a) * 112)} ${r2(D / 2 + Math.sin(a) * 112)}`,
        'none',
        { stroke: '#8a929c', 'stroke-width': 2.2 },
      );
    }) +
    circle(W / 2, D / 2, 22, '#2a2e35') +
    text(W / 2, D / 2 + 5, 'PL', { size: 14, weight: 'bold', fill: '#cbd5e1', anchor: 'middle' }) +
    circle(W / 2, D / 2, 113, 'none', { stroke: '#4b5563', 'stroke-width': 4 });
  const badge =
    circle(0, 0, 30, doc.radial(['#fde68a', '#d4a537', '#9a7417'], 0.4, 0.35, 0.7)) +
    circle(0, 0, 24, 'none', { stroke: '#fff7d6', 'stroke-width': 1.5 }) +
    text(0, -6, '80', { size: 13, weight: 'bold', fill: '#3b2f0b', anchor: 'middle' }) +
    text(0, 6, 'PLUS', { size: 7, weight: 'bold', fill: '#3b2f0b', anchor: 'middle' }) +
    text(0, 16, 'GOLD', { size: 7, weight: 'bold', fill: '#3b2f0b', anchor: 'middle' });
  const label =
    rect(22, 22, W - 44, H - 44, doc.linear(['#f8fafc', '#d9dee5'], 0, 0, 1, 1), { rx: 6 }) +
    text(40, 58, 'PARTLINE', { size: 16, weight: 'bold', fill: '#334155', spacing: 2 }) +
    text(40, 96, '850 W', { size: 32, weight: 'bold', fill: '#0f172a' }) +
    text(40, 116, 'PS-850G  ·  FULLY MODULAR  ·  ATX 3.0', { size: 9, fill: '#475569' }) +
    g(badge, `translate(${W - 66},${78})`);
  const side =
    rect(18, 18, 170, H - 36, '#16181c', { rx: 4 }) +
    g(honeycomb(162, H - 44, 7, '#3a3f47'), 'translate(22,22)') +
    rect(204, 30, 54, 40, '#101214', { rx: 5 }) +
    rect(214, 40, 34, 22, '#2a2e35', { rx: 4 }) +
    times(3, (i) => rect(221 + i * 9, 47, 3, 9, '#9ca3af')) +
    rect(212, 92, 38, 42, '#101214', { rx: 4 }) +
    rect(218, 98, 26, 30, '#2a2e35', { rx: 3 }) +
    text(231, 112, 'I', { size: 10, weight: 'bold', fill: '#e5e7eb', anchor: 'middle' }) +
    text(231, 126, 'O', { size: 10, weight: 'bold', fill: '#e5e7eb', anchor: 'middle' });
  return (
    iso.shadow(doc, 0, 0, W, D, 0.32, 18) +
    iso.box(0, 0, 0, W, D, H, {
      top: black,
      front: doc.linear(['#30353c', '#1c1f24'], 0, 0, 0, 1),
      side: '#16191d',
      topContent: grille,
      frontContent: label,
      sideContent: side,
      edge: '#5b626c',
    })
  );
}

function drawNic(doc: Doc): string {
  const iso = new Iso(350, 170, 30, 30, 1.1);
  const W = 290;
  const D = 170;
  const pcb = doc.linear(['#1e4fa8', '#163a7d'], 0, 0, 1, 1);
  const rand = rng(21);
  let traces = '';
  for (let i = 0; i < 26; i += 1) {
    const y = 12 + rand() * (D - 24);
    const x = 10 + rand() * 120;
    traces += path(
      `M ${r2(x)} ${r2(y)} h ${r2(30 + rand() * 80)} l 6 -6 h ${r2(10 + rand() * 30)}`,
      'none',
      {
        stroke: '#4f7fd6',
        'stroke-width': 1,
        opacity: 0.7,
      },
    );
  }
  const board = iso.box(0, 0, 0, W, D, 5, {
    top: pcb,
    front: '#10295a',
    side: '#0c2048',
    topContent:
      traces +
      text(18, D - 16, 'NX-210  10GBASE-T', { size: 9, fill: '#bcd0f5', weight: 'bold' }) +
      rect(18, 16, 50, 18, '#f1f5f9', { rx: 2 }) +
      text(22, 29, 'PARTLINE', { size: 8, weight: 'bold', fill: '#1e3a8a' }),
  });
  const fingers = iso.box(40, D, 0, 120, 14, 5, {
    top: '#163a7d',
    front: '#10295a',
    side: '#0c2048',
    topContent: contacts(doc, 2, 3, 116, 10, 4.2),
  });
  const finCount = 12;
  const heatsink = iso.box(92, 48, 5, 78, 78, 24, {
    ...shade('#9aa5b1', 0.35, 0.3),
    topContent:
      times(finCount, (i) => rect(0, 3 + i * (72 / finCount), 78, 2.4, '#6b7683')) +
      circle(39, 39, 12, '#b8c1cb') +
      text(39, 43, 'P', { size: 12, weight: 'bold', fill: '#1e40af', anchor: 'middle' }),
  });
  const smalls =
    iso.box(190, 30, 5, 26, 22, 4, shade('#1b1e24')) +
    iso.box(190, 104, 5, 26, 22, 4, shade('#1b1e24')) +
    iso.box(30, 60, 5, 30, 30, 4, shade('#1b1e24'));
  const jack = (y: number): string =>
    iso.box(226, y, 5, 64, 56, 42, {
      ...shade('#c3cad3', 0.3, 0.25),
      topContent: rect(4, 4, 56, 48, 'none', { stroke: '#a3adb9', 'stroke-width': 1.5 }),
    });
  const opening = (u: number): string =>
    rect(u, 12, 50, 38, '#0d0f12', { rx: 2 }) +
    rect(u + 17, 12, 16, 8, '#c3cad3') +
    rect(u + 6, 18, 38, 22, '#1b1e24', { rx: 1 }) +
    times(8, (i) => rect(u + 9 + i * 4.2, 19, 2, 6, GOLD)) +
    rect(u + 3, 42, 9, 5, '#22c55e', { rx: 1 }) +
    rect(u + 38, 42, 9, 5, '#f59e0b', { rx: 1 });
  const bracketFace =
    rect(0, 0, D + 24, 66, doc.linear(['#eef1f4', '#b6bec8'], 0, 0, 1, 0)) +
    opening(16) +
    opening(96) +
    times(3, (i) => rect(162, 14 + i * 14, 14, 6, '#8a94a0', { rx: 3 })) +
    '';
  const bracket = iso.box(W, -10, -8, 3, D + 24, 66, {
    top: '#f1f5f9',
    front: '#c9d0d8',
    side: '#cfd6de',
    sideContent: bracketFace,
  });
  const tab = iso.box(W - 22, -28, 52, 25, 20, 3, shade('#d7dde4'));
  return (
    iso.shadow(doc, 0, 0, W, D + 10, 0.28, 16) +
    board +
    fingers +
    smalls +
    heatsink +
    jack(112) +
    jack(32) +
    tab +
    bracket
  );
}

function drawMonitor(doc: Doc): string {
  const iso = new Iso(168, 506, 9, 52, 1.0, 1, 0.55);
  const W = 470;
  const H = 270;
  const z0 = 120;
  const screen = doc.linear(['#1e3a8a', '#4f46e5', '#0ea5e9'], 0, 0, 1, 1);
  const wave1 = `M 0 ${H * 0.62} C ${W * 0.25} ${H * 0.45} ${W * 0.55} ${H * 0.85} ${W} ${H * 0.55} V ${H} H 0 Z`;
  const wave2 = `M 0 ${H * 0.78} C ${W * 0.3} ${H * 0.62} ${W * 0.6} ${H * 0.95} ${W} ${H * 0.74} V ${H} H 0 Z`;
  const win =
    rect(60, 40, 250, 150, '#f8fafc', { rx: 6, opacity: 0.96 }) +
    rect(60, 40, 250, 18, '#e2e8f0', { rx: 6 }) +
    times(3, (i) => circle(72 + i * 10, 49, 3, ['#ef4444', '#f59e0b', '#22c55e'][i] ?? '#999')) +
    times(7, (i) => {
      const h = [40, 64, 52, 90, 74, 100, 84][i] ?? 50;
      return rect(78 + i * 30, 176 - h, 18, h, i === 5 ? '#4f46e5' : '#93c5fd', { rx: 2 });
    }) +
    rect(330, 40, 100, 70, '#f8fafc', { rx: 6, opacity: 0.9 }) +
    text(342, 66, 'Tk.', { size: 11, fill: '#64748b' }) +
    text(342, 92, '4,18,500', { size: 17, weight: 'bold', fill: '#1e293b' }) +
    rect(330, 120, 100, 70, '#f8fafc', { rx: 6, opacity: 0.9 }) +
    circle(380, 155, 24, 'none', { stroke: '#cbd5e1', 'stroke-width': 8 }) +
    path('M 380 131 A 24 24 0 1 1 356 155', 'none', { stroke: '#22c55e', 'stroke-width': 8 });
  const display =
    rect(0, 0, W, H, '#0b0d12', { rx: 4 }) +
    g(
      rect(0, 0, W - 12, H - 26, screen) +
        path(wave1, '#ffffff', { opacity: 0.12 }) +
        path(wave2, '#ffffff', { opacity: 0.1 }) +
        g(win, 'scale(0.98)') +
        rect(0, H - 46, W - 12, 20, '#0f172a', { opacity: 0.55 }) +
        times(6, (i) => rect(170 + i * 22, H - 42, 12, 12, '#e2e8f0', { rx: 3, opacity: 0.85 })),
      'translate(6,6)',
    ) +
    text(W / 2, H - 7, 'PARTLINE', {
      size: 9,
      weight: 'bold',
      fill: '#9ca3af',
      anchor: 'middle',
      spacing: 2,
    });
  const base = iso.box(150, -60, 0, 170, 100, 10, {
    ...shade('#4b5563', 0.4, 0.3),
    edge: '#9ca3af',
  });
  const neck = iso.box(212, -30, 10, 46, 18, z0 + 100, {
    ...shade('#6b7280', 0.35, 0.3),
    frontContent: rect(15, z0 - 30, 16, 40, '#374151', { rx: 6 }),
  });
  const panel = iso.box(0, 0, z0, W, 14, H, {
    top: '#2b3038',
    front: 'none',
    side: '#1f2329',
    frontContent: display,
  });
  return iso.shadow(doc, 140, -70, 190, 120, 0.3, 14) + base + neck + panel;
}

function drawKeyboard(doc: Doc): string {
  const iso = new Iso(242, 196, 28, 32, 1.1, 1, 1);
  const u = 19;
  const W = 460;
  const D = 150;
  const body = iso.box(0, 0, 0, W, D, 14, {
    top: doc.linear(['#3b414b', '#262a31'], 0, 0, 1, 1),
    front: '#1f2329',
    side: '#17191d',
    edge: '#5b6470',
    topContent:
      times(3, (i) => circle(W - 60 + i * 16, 11, 2.6, i === 0 ? '#22c55e' : '#4b5563')) +
      text(16, 13, 'PARTLINE', { size: 7, weight: 'bold', fill: '#9ca3af', spacing: 1.5 }),
  });
  type K = [label: string, w: number, h?: number];
  const gap = (w: number): K => ['', -w];
  const keys = (s: string): K[] => [...s].map((c) => [c, 1]);
  const rows: K[][] = [
    [
      ['Esc', 1],
      gap(1),
      ...(['F1', 'F2', 'F3', 'F4'].map((k) => [k, 1]) as K[]),
      gap(0.5),
      ...(['F5', 'F6', 'F7', 'F8'].map((k) => [k, 1]) as K[]),
      gap(0.5),
      ...(['F9', 'F10', 'F11', 'F12'].map((k) => [k, 1]) as K[]),
      gap(0.25),
      ['Prt', 1],
      ['Scr', 1],
      ['Pse', 1],
    ],
    [
      ...keys('`1234567890-='),
      ['Bksp', 2],
      gap(0.25),
      ['Ins', 1],
      ['Hm', 1],
      ['PU', 1],
      gap(0.25),
      ['Num', 1],
      ['/', 1],
      ['*', 1],
      ['-', 1],
    ],
    [
      ['Tab', 1.5],
      ...keys('QWERTYUIOP[]'),
      ['\\', 1.5],
      gap(0.25),
      ['Del', 1],
      ['End', 1],
      ['PD', 1],
      gap(0.25),
      ['7', 1],
      ['8', 1],
      ['9', 1],
      ['+', 1, 2],
    ],
    [
      ['Caps', 1.75],
      ...keys("ASDFGHJKL;'"),
      ['Enter', 2.25],
      gap(3.5),
      ['4', 1],
      ['5', 1],
      ['6', 1],
    ],
    [
      ['Shift', 2.25],
      ...keys('ZXCVBNM,./'),
      ['Shift', 2.75],
      gap(1.25),
      ['↑', 1],
      gap(1.25),
      ['1', 1],
      ['2', 1],
      ['3', 1],
      ['Ent', 1, 2],
    ],
    [
      ['Ctrl', 1.25],
      ['Win', 1.25],
      ['Alt', 1.25],
      ['', 6.25],
      ['Alt', 1.25],
      ['Fn', 1.25],
      ['Menu', 1.25],
      ['Ctrl', 1.25],
      gap(0.25),
      ['←', 1],
      ['↓', 1],
      ['→', 1],
      gap(0.25),
      ['0', 2],
      ['.', 1],
    ],
  ];
  const keyPaint: BoxPaint = { top: '#3a3f48', front: '#24272d', side: '#1b1d22' };
  let out = '';
  const x0 = 12;
  const y0 = 20;
  rows.forEach((row, r) => {
    let x = x0;
    const y = y0 + r * u + (r > 0 ? u * 0.4 : 0);
    for (const [label, w, h = 1] of row) {
      if (w < 0) {
        x += -w * u;
        continue;
      }
      const kw = w * u - 2.6;
      const kd = h * u - 2.6;
      const size = label.length > 2 ? 4.6 : 7;
      out += iso.box(x + 1.3, y + 1.3, 14, kw, kd, 6, {
        ...keyPaint,
        topContent:
          rect(1.2, 1, kw - 2.4, kd - 3, doc.linear(['#4a505a', '#3a3f48'], 0, 0, 0, 1), {
            rx: 2,
          }) +
          (label
            ? text(label.length > 2 ? 3 : 4, size + 2.5, label, {
                size,
                fill: '#e5e7eb',
                weight: 'bold',
              })
            : ''),
      });
      x += w * u;
    }
  });
  const [c0, c1, c2, c3] = [
    iso.p(230, 0, 7),
    iso.p(230, -70, 7),
    iso.p(320, -60, 7),
    iso.p(330, -150, 7),
  ] as const;
  const cable = path(
    `M ${r2(c0[0])} ${r2(c0[1])} C ${r2(c1[0])} ${r2(c1[1])}, ${r2(c2[0])} ${r2(c2[1])}, ${r2(c3[0])} ${r2(c3[1])}`,
    'none',
    { stroke: '#1f2329', 'stroke-width': 7, 'stroke-linecap': 'round' },
  );
  return cable + iso.shadow(doc, 0, 0, W, D, 0.3, 16) + body + out;
}

function drawMouse(doc: Doc): string {
  const shell = `M 0 -172 C 58 -172 92 -130 98 -60 C 104 10 116 80 100 130 C 84 176 40 186 0 186 C -40 186 -84 176 -100 130 C -116 80 -104 10 -98 -60 C -92 -130 -58 -172 0 -172 Z`;
  const bodyPaint = doc.radial(['#5b6472', '#363c46', '#1f2329'], 0.36, 0.3, 0.8);
  const rim = doc.linear(['#9aa3ae', '#4b5563'], 0, 0, 1, 1);
  const grip = `M -99 -30 C -106 30 -114 86 -101 130 C -94 96 -88 40 -86 -30 Z`;
  const grip2 = `M 99 -30 C 106 30 114 86 101 130 C 94 96 88 40 86 -30 Z`;
  const mouse = g(
    path(shell, '#0f172a', { transform: 'translate(10,16)', opacity: 0.28, filter: doc.blur(14) }) +
      path(shell, rim) +
      path(shell, bodyPaint, { transform: 'scale(0.965)' }) +
      path(grip, '#1a1d22', { opacity: 0.9 }) +
      path(grip2, '#1a1d22', { opacity: 0.9 }) +
      path('M 0 -166 V -40', 'none', { stroke: '#15181c', 'stroke-width': 3 }) +
      path('M -96 -44 C -60 -30 60 -30 96 -44', 'none', { stroke: '#15181c', 'stroke-width': 3 }) +
      rect(-11, -128, 22, 52, '#15181c', { rx: 11 }) +
      rect(-7, -124, 14, 44, doc.linear(['#6b7280', '#2a2f36', '#6b7280'], 0, 0, 1, 0), { rx: 7 }) +
      times(7, (i) => rect(-6, -120 + i * 6, 12, 1.5, '#1f2329')) +
      path('M -60 -150 C -30 -166 30 -166 60 -150', 'none', {
        stroke: '#ffffff',
        'stroke-width': 3,
        opacity: 0.18,
        'stroke-linecap': 'round',
      }) +
      text(0, 90, 'PARTLINE', {
        size: 13,
        weight: 'bold',
        fill: '#9ca3af',
        anchor: 'middle',
        spacing: 2.5,
      }) +
      circle(0, -20, 3, '#38bdf8'),
    'translate(360,305) rotate(-22)',
  );
  const iso = new Iso(548, 372, 30, 30, 1.9);
  const receiver =
    iso.shadow(doc, 0, 0, 42, 16, 0.25, 6) +
    iso.box(0, 0, 0, 24, 16, 8, shade('#1f2329', 0.3, 0.2)) +
    iso.box(24, 2, 1, 20, 12, 5, {
      ...shade('#c3cad3', 0.3, 0.25),
      topContent: rect(5, 3, 4, 3, '#1f2329') + rect(12, 3, 4, 3, '#1f2329'),
    });
  return mouse + receiver;
}

function drawFan(doc: Doc): string {
  const iso = new Iso(372, 196, 26, 34, 0.96);
  const S = 260;
  const T = 52;
  const frame = '#22262c';
  const face = (withLabel: boolean): string =>
    rect(0, 0, S, S, doc.linear(['#343a42', frame], 0, 0, 1, 1), { rx: 14 }) +
    circle(S / 2, S / 2, 120, '#0d0f12') +
    times(4, (i) =>
      path(
        `M ${S / 2} ${S / 2} L ${r2(S / 2 + Math.cos(((i + 0.5) * Math.PI) / 2) * 122)} ${r2(S / 2 + Math.sin(((i + 0.5) * Math.PI) / 2) * 122)}`,
        'none',
        {
          stroke: '#2a2f36',
          'stroke-width': 7,
        },
      ),
    ) +
    g(
      fanRotor(doc, 114, 7, '#8fb8e8', '#1f2937', withLabel ? 'PARTLINE' : ''),
      `translate(${S / 2},${S / 2})`,
    ) +
    times(4, (i) => {
      const cx = i % 2 ? S - 18 : 18;
      const cy = i > 1 ? S - 18 : 18;
      return circle(cx, cy, 13, '#0ea5e9') + circle(cx, cy, 6, '#0b3b57');
    });
  const ribs = times(5, (i) => rect(6 + i * 9, 0, 3, S, '#15181c', { opacity: 0.5 }));
  const lying = iso.at(-300, -40, 0);
  const standing =
    iso.shadow(doc, 0, 0, S, T, 0.3, 14) +
    iso.box(0, 0, 0, S, T, S, {
      top: '#2f343b',
      front: 'none',
      side: '#181b1f',
      frontContent: face(true),
      sideContent: ribs,
    });
  const flat =
    lying.shadow(doc, 0, 0, S, S, 0.22, 14) +
    lying.box(0, 0, 0, S, S, T, {
      top: 'none',
      front: '#1d2025',
      side: '#15181c',
      topContent: face(false),
    });
  const [a, b, c, e] = [
    iso.p(S, 8, 40),
    iso.p(S + 90, 8, 20),
    iso.p(S + 40, 140, 0),
    iso.p(S + 90, 150, 0),
  ] as const;
  const cable = path(
    `M ${r2(a[0])} ${r2(a[1])} C ${r2(b[0])} ${r2(b[1])}, ${r2(c[0])} ${r2(c[1])}, ${r2(e[0])} ${r2(e[1])}`,
    'none',
    { stroke: '#111318', 'stroke-width': 5, 'stroke-linecap': 'round' },
  );
  const plug = iso.box(S + 88, 142, 0, 22, 14, 9, {
    ...shade('#f8fafc', 0.2, 0.25),
    topContent: times(4, (i) => rect(2 + i * 5, 4, 3, 6, '#94a3b8')),
  });
  return flat + cable + plug + standing;
}

function drawUps(doc: Doc): string {
  const iso = new Iso(336, 118, 22, 36, 1.0);
  const W = 170;
  const D = 320;
  const H = 290;
  const gloss = doc.linear(['#2b3038', '#12151a'], 0, 0, 1, 1);
  const lcd =
    rect(26, 40, 118, 70, '#0b1220', { rx: 6 }) +
    rect(32, 46, 106, 58, doc.linear(['#38bdf8', '#0ea5e9'], 0, 0, 0, 1), { rx: 4 }) +
    text(40, 72, '230V', { size: 18, weight: 'bold', fill: '#082f49', family: MONO }) +
    text(40, 94, 'LOAD', { size: 8, weight: 'bold', fill: '#082f49' }) +
    times(5, (i) =>
      rect(70 + i * 11, 86, 8, 8, i < 3 ? '#082f49' : '#0c4a6e', { opacity: i < 3 ? 1 : 0.35 }),
    ) +
    rect(110, 58, 20, 12, 'none', { stroke: '#082f49', 'stroke-width': 2 }) +
    rect(130, 61, 3, 6, '#082f49') +
    rect(113, 61, 10, 6, '#082f49');
  const power =
    circle(85, 160, 24, '#0b0d11') +
    circle(85, 160, 24, 'none', { stroke: '#38bdf8', 'stroke-width': 3 }) +
    path('M 85 148 V 160', 'none', {
      stroke: '#e5e7eb',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }) +
    path('M 77 153 A 11 11 0 1 0 93 153', 'none', {
      stroke: '#e5e7eb',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    });
  const front =
    rect(0, 0, W, H, gloss) +
    path(`M 0 0 H ${W} V 40 C 120 60 60 30 0 60 Z`, '#ffffff', { opacity: 0.05 }) +
    text(26, 28, 'PARTLINE', { size: 14, weight: 'bold', fill: '#e5e7eb', spacing: 2 }) +
    lcd +
    power +
    circle(34, 206, 4, '#22c55e') +
    circle(50, 206, 4, '#f59e0b', { opacity: 0.4 }) +
    text(26, 230, 'UP-1200', { size: 13, weight: 'bold', fill: '#9ca3af' }) +
    text(26, 246, '1200 VA / 720 W', { size: 9, fill: '#6b7280' }) +
    times(5, (i) => rect(26, 258 + i * 6, W - 52, 2.5, '#05070a', { rx: 1 }));
  const side =
    rect(0, 0, D, H, doc.linear(['#3a3f47', '#23272d'], 0, 0, 1, 0)) +
    rect(0, 30, D, 5, '#38bdf8', { opacity: 0.8 }) +
    rect(30, 90, 120, 150, '#1b1e23', { rx: 6 }) +
    times(10, (i) => rect(40, 100 + i * 13.5, 100, 5, '#0f1114', { rx: 2 })) +
    text(180, 130, '1200', { size: 38, weight: 'bold', fill: '#4b5563' }) +
    text(182, 152, 'VA  LINE-INTERACTIVE', {
      size: 10,
      weight: 'bold',
      fill: '#4b5563',
      spacing: 1,
    });
  return (
    iso.shadow(doc, 0, 0, W, D, 0.32, 18) +
    iso.box(0, 0, 0, W, D, H, {
      top: doc.linear(['#4b5260', '#2d3139'], 0, 0, 1, 1),
      front: 'none',
      side: '#23272d',
      frontContent: front,
      sideContent: side,
      edge: '#6b7280',
    })
  );
}

/** All product illustrations, keyed by image file name. */
export const productArt: Record<string, ProductArt> = {
  'product-px-9700-cpu-800w.webp': {
    tint: '#3b82f6',
    model: 'PX-9700',
    category: 'PROCESSOR',
    draw: drawCpu,
  },
  'product-mr5-16-ddr5-800w.webp': {
    tint: '#10b981',
    model: 'MR5-16',
    category: 'DDR5 MEMORY',
    draw: drawDdr5,
  },
  'product-sr5-32-server-ram-800w.webp': {
    tint: '#64748b',
    model: 'SR5-32',
    category: 'SERVER MEMORY',
    draw: drawServerRam,
  },
  'product-nv4-1t-nvme-800w.webp': {
    tint: '#6366f1',
    model: 'NV4-1T',
    category: 'NVME SSD',
    draw: drawNvme,
  },
  'product-sa3-512-sata-ssd-800w.webp': {
    tint: '#14b8a6',
    model: 'SA3-512',
    category: 'SATA SSD',
    draw: drawSataSsd,
  },
  'product-mb-760m-motherboard-800w.webp': {
    tint: '#0ea5e9',
    model: 'MB-760M',
    category: 'MOTHERBOARD',
    draw: drawMotherboard,
  },
  'product-gx-4070-gpu-800w.webp': {
    tint: '#84cc16',
    model: 'GX-4070',
    category: 'GRAPHICS CARD',
    draw: drawGpu,
  },
  'product-ps-850g-psu-800w.webp': {
    tint: '#f59e0b',
    model: 'PS-850G',
    category: 'POWER SUPPLY',
    draw: drawPsu,
  },
  'product-nx-210-nic-800w.webp': {
    tint: '#2563eb',
    model: 'NX-210',
    category: 'NETWORK ADAPTER',
    draw: drawNic,
  },
  'product-vm-24q-monitor-800w.webp': {
    tint: '#8b5cf6',
    model: 'VM-24Q',
    category: 'MONITOR',
    draw: drawMonitor,
  },
  'product-kb-110-keyboard-800w.webp': {
    tint: '#f97316',
    model: 'KB-110',
    category: 'KEYBOARD',
    draw: drawKeyboard,
  },
  'product-ms-220-mouse-800w.webp': {
    tint: '#ec4899',
    model: 'MS-220',
    category: 'WIRELESS MOUSE',
    draw: drawMouse,
  },
  'product-cf-120-fan-800w.webp': {
    tint: '#06b6d4',
    model: 'CF-120',
    category: 'CASE FAN',
    draw: drawFan,
  },
  'product-up-1200-ups-800w.webp': {
    tint: '#ef4444',
    model: 'UP-1200',
    category: 'UPS',
    draw: drawUps,
  },
};

/** Renders the complete SVG of one product image, the product centred and scaled to fit. */
export async function productSvg(file: string): Promise<string> {
  const art = productArt[file];
  if (!art) throw new Error(`No illustration for ${file}`);
  const doc = new Doc(800, 600);
  const body = await fitInto(doc, art.draw(doc), { cx: 400, cy: 292, maxW: 620, maxH: 410 });
  const { back, front } = productBackdrop(doc, art);
  return doc.svg(back + body + front);
}
