import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/** A project shown on the portfolio page. */
export interface Project {
  title: MessageDescriptor;
  description: MessageDescriptor;
  image: string;
  tags: readonly string[];
}

/** The developer's three showcase projects (fictional, like the developer). */
export const PROJECTS: readonly Project[] = [
  {
    title: msg`Partline B2B Shop`,
    description: msg`This shop: a catalog with bulk ordering, card payments, stock holds and an admin back-office, with one set of zod schemas shared by the API and the web app.`,
    image: '/images/portfolio/project-1.webp',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- technologies' own names
    tags: ['React', 'TypeScript', 'Fastify', 'PostgreSQL'],
  },
  {
    title: msg`Warehouse Inventory Tracker`,
    description: msg`A barcode-driven inventory system for a Chattogram distributor: live stock levels per bin, cycle counts on handheld scanners and low-stock alerts by e-mail.`,
    image: '/images/portfolio/project-2.webp',

    tags: ['Next.js', 'Node.js', 'Prisma', 'Redis'],
  },
  {
    title: msg`Field Service Dashboard`,
    description: msg`A dashboard for an IT support company that schedules technician visits, tracks repair tickets from intake to sign-off and reports response times per client.`,
    image: '/images/portfolio/project-3.webp',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- technologies' own names
    tags: ['React', 'TanStack Query', 'Express', 'MongoDB'],
  },
];

/** Skills listed in the developer's introduction. */
// Technologies' own names, not translated.
/* eslint-disable lingui/no-unlocalized-strings */
export const SKILLS = [
  'TypeScript',
  'React',
  'Node.js',
  'Fastify',
  'PostgreSQL',
  'Drizzle ORM',
  'TanStack Query',
  'Playwright',
  'Docker',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */
