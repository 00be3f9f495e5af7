/**
 * Writes `apps/web/public/partline-developer-cv.pdf`: the one-page CV of Arif Hossain, the
 * (fictional) developer of Partline, linked from the portfolio page.
 *
 * Usage, from `apps/api`: `npx tsx scripts/make-cv.ts`. The developer portrait is drawn by the
 * same code as `images/developer.webp`; dates inside the PDF are fixed so the output is stable.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { developer, portrait } from './demo-assets/people';
import { Doc } from './demo-assets/svg';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const outFile = join(apiDir, '..', 'web', 'public', 'partline-developer-cv.pdf');

const NAVY = '#0f1f3d';
const BLUE = '#1d4ed8';
const SKY = '#38bdf8';
const INK = '#1f2937';
const MUTED = '#6b7280';
const SIDEBAR_W = 190;
const PAGE_W = 595.28;
const MARGIN = 30;

/** A job or project entry. */
interface Entry {
  title: string;
  place: string;
  period: string;
  points: string[];
}

const profile =
  'Full-stack developer with six years of experience building web shops and business back-offices ' +
  'in TypeScript. I design typed HTTP APIs on PostgreSQL, build fast and accessible React ' +
  'interfaces, and ship them with automated tests, CI and clear documentation. I built Partline, ' +
  'the business-to-business shop of a computer-parts manufacturer in Bangladesh.';

const experience: Entry[] = [
  {
    title: 'Lead Full-Stack Developer',
    place: 'Partline, Dhaka',
    period: '2024 – present',
    points: [
      'Built the B2B web shop and back-office: React 19 and Vite front end, Fastify 5 API, PostgreSQL with Drizzle ORM.',
      'Card payments through Stripe plus a local test processor; amounts always computed on the server.',
      'Role-based access with sessions and bearer tokens; stock updates that stay correct under concurrency.',
      'Playwright end-to-end journeys and Vitest unit tests running in CI on every push.',
    ],
  },
  {
    title: 'Full-Stack Developer',
    place: 'Bazaar Digital Ltd., Dhaka',
    period: '2021 – 2024',
    points: [
      'Rebuilt the checkout of a retail marketplace in React and Node.js; conversion rose by 18%.',
      'Integrated mobile-wallet and card payments, with signed webhooks and idempotent order updates.',
      'Cut the median product-page load time by 45% with image re-encoding, caching and code splitting.',
      'Mentored four junior developers and introduced code review and TypeScript strict mode.',
    ],
  },
  {
    title: 'Junior Web Developer',
    place: 'Nirvana Soft, Dhaka',
    period: '2019 – 2021',
    points: [
      'Built REST APIs and admin dashboards for logistics and school-management clients.',
      'Moved a PHP monolith to Node.js services step by step, without downtime.',
    ],
  },
];

const projects: Entry[] = [
  {
    title: 'Partline shop',
    place: 'React, Fastify, PostgreSQL, Stripe',
    period: '2025',
    points: [
      'Product catalogue, bulk ordering with minimum quantities, card payment, reviews and admin tools.',
    ],
  },
  {
    title: 'Stockroom inventory dashboard',
    place: 'React, Chart.js, Node.js',
    period: '2023',
    points: [
      'Sales, stock and order overview for a distributor; live low-stock alerts and exports.',
    ],
  },
  {
    title: 'ParcelBD delivery tracker',
    place: 'TypeScript, Leaflet, WebSockets',
    period: '2022',
    points: ['Live map of pallets and cartons on the way, with a step-by-step shipment timeline.'],
  },
];

const skills: [string, number][] = [
  ['TypeScript / JavaScript', 0.95],
  ['React, Vite, Bootstrap', 0.9],
  ['Node.js, Fastify, Express', 0.9],
  ['PostgreSQL, Drizzle, SQL', 0.85],
  ['Testing: Vitest, Playwright', 0.8],
  ['Docker, CI, Linux', 0.7],
];

const tools = ['Git', 'GitHub Actions', 'Stripe', 'Zod', 'OpenAPI', 'Redis', 'Nginx', 'Figma'];

async function portraitPng(): Promise<Buffer> {
  const doc = new Doc(256, 256);
  return sharp(Buffer.from(doc.svg(portrait(doc, developer))))
    .png()
    .toBuffer();
}

async function main(): Promise<void> {
  await mkdir(join(outFile, '..'), { recursive: true });
  const fixed = new Date('2026-01-05T09:00:00Z');
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: 'Arif Hossain – Full-Stack TypeScript Developer – CV',
      Author: 'Arif Hossain',
      Subject: 'Curriculum vitae',
      Keywords: 'TypeScript, React, Node.js, Fastify, PostgreSQL, Dhaka',
      CreationDate: fixed,
      ModDate: fixed,
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    const stream = createWriteStream(outFile);
    stream.on('finish', resolve);
    stream.on('error', reject);
    pdf.pipe(stream);
  });
  const pageH = pdf.page.height;

  // --- sidebar ---------------------------------------------------------------------------------
  pdf.rect(0, 0, SIDEBAR_W, pageH).fill(NAVY);
  const photo = await portraitPng();
  const cx = SIDEBAR_W / 2;
  pdf.save();
  pdf.circle(cx, 100, 58).clip();
  pdf.image(photo, cx - 58, 42, { width: 116, height: 116 });
  pdf.restore();
  pdf.circle(cx, 100, 58).lineWidth(3).stroke(SKY);

  let y = 182;
  const side = (title: string): void => {
    pdf.font('Helvetica-Bold').fontSize(10).fillColor(SKY).text(title.toUpperCase(), 22, y, {
      characterSpacing: 1.5,
    });
    y += 16;
    pdf
      .moveTo(22, y)
      .lineTo(SIDEBAR_W - 22, y)
      .lineWidth(0.6)
      .stroke('#334a73');
    y += 9;
  };
  const sideText = (label: string, value: string): void => {
    pdf.font('Helvetica-Bold').fontSize(7.5).fillColor('#93a4c3').text(label.toUpperCase(), 22, y, {
      characterSpacing: 0.8,
    });
    y += 10;
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#ffffff')
      .text(value, 22, y, {
        width: SIDEBAR_W - 44,
      });
    y += pdf.heightOfString(value, { width: SIDEBAR_W - 44 }) + 8;
  };

  side('Contact');
  sideText('Location', 'Mirpur, Dhaka, Bangladesh');
  sideText('Email', 'arif.hossain@example.com');
  sideText('Phone', '+880 1700-000000');
  sideText('Code', 'github.com/arif-hossain-dev');
  y += 6;

  side('Skills');
  for (const [name, level] of skills) {
    pdf.font('Helvetica').fontSize(8.5).fillColor('#ffffff').text(name, 22, y);
    y += 12;
    pdf.roundedRect(22, y, SIDEBAR_W - 44, 4.5, 2.2).fill('#263b63');
    pdf.roundedRect(22, y, (SIDEBAR_W - 44) * level, 4.5, 2.2).fill(SKY);
    y += 13;
  }
  y += 4;

  y += 6;
  side('Tools');
  const toolLine = tools.join(', ');
  pdf
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#ffffff')
    .text(toolLine, 22, y, { width: SIDEBAR_W - 44, lineGap: 3 });
  y += pdf.heightOfString(toolLine, { width: SIDEBAR_W - 44, lineGap: 3 }) + 14;

  side('Languages');
  sideText('Bangla', 'Native');
  sideText('English', 'Professional working proficiency (IELTS 7.5)');

  // --- main column -----------------------------------------------------------------------------
  const left = SIDEBAR_W + MARGIN;
  const width = PAGE_W - left - MARGIN;
  y = 40;
  pdf.font('Helvetica-Bold').fontSize(28).fillColor(NAVY).text('Arif Hossain', left, y);
  y += 34;
  pdf
    .font('Helvetica')
    .fontSize(13)
    .fillColor(BLUE)
    .text('Full-Stack TypeScript Developer', left, y);
  y += 26;
  pdf.font('Helvetica').fontSize(9.5).fillColor(INK).text(profile, left, y, {
    width,
    lineGap: 2.2,
    align: 'justify',
  });
  y += pdf.heightOfString(profile, { width, lineGap: 2.2 }) + 14;

  const heading = (title: string): void => {
    pdf.rect(left, y + 2, 4, 12).fill(BLUE);
    pdf
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(NAVY)
      .text(title.toUpperCase(), left + 12, y, {
        characterSpacing: 1.2,
      });
    y += 22;
  };

  const entry = (e: Entry, compact = false): void => {
    pdf
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor(INK)
      .text(e.title, left, y, { width: width - 90 });
    pdf
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(e.period, left, y + 1.5, {
        width,
        align: 'right',
      });
    y += 14;
    pdf.font('Helvetica-Oblique').fontSize(9).fillColor(BLUE).text(e.place, left, y);
    y += compact ? 12 : 14;
    for (const point of e.points) {
      const h = pdf.heightOfString(point, { width: width - 12, lineGap: 1.2 });
      if (!compact) pdf.circle(left + 3, y + 4.2, 1.6).fill(SKY);
      pdf
        .font('Helvetica')
        .fontSize(9)
        .fillColor(INK)
        .text(point, compact ? left : left + 12, y, {
          width: width - (compact ? 0 : 12),
          lineGap: 1.2,
        });
      y += h + 3;
    }
    y += 8;
  };

  heading('Experience');
  for (const e of experience) entry(e);

  heading('Selected projects');
  for (const p of projects) entry(p, true);

  heading('Education');
  entry(
    {
      title: 'B.Sc. in Computer Science and Engineering',
      place: 'University of Dhaka',
      period: '2015 – 2019',
      points: [
        'CGPA 3.62 / 4.00. Final-year project: a Bangla text search engine for online shops.',
      ],
    },
    true,
  );

  pdf
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text('References available on request.', left, pageH - 34, { width, align: 'right' });

  pdf.end();
  await done;
  console.log(`wrote ${outFile}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
