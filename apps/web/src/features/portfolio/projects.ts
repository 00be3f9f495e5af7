/** A project shown on the portfolio page. */
export interface Project {
  title: string;
  description: string;
  image: string;
  tags: readonly string[];
}

/** The developer's three showcase projects (fictional, like the developer). */
export const PROJECTS: readonly Project[] = [
  {
    title: 'Partline B2B Shop',
    description:
      'This shop: a catalog with bulk ordering, card payments, stock holds and an admin back-office, with one set of zod schemas shared by the API and the web app.',
    image: '/images/portfolio/project-1.webp',
    tags: ['React', 'TypeScript', 'Fastify', 'PostgreSQL'],
  },
  {
    title: 'Warehouse Inventory Tracker',
    description:
      'A barcode-driven inventory system for a Chattogram distributor: live stock levels per bin, cycle counts on handheld scanners and low-stock alerts by e-mail.',
    image: '/images/portfolio/project-2.webp',
    tags: ['Next.js', 'Node.js', 'Prisma', 'Redis'],
  },
  {
    title: 'Field Service Dashboard',
    description:
      'A dashboard for an IT support company that schedules technician visits, tracks repair tickets from intake to sign-off and reports response times per client.',
    image: '/images/portfolio/project-3.webp',
    tags: ['React', 'TanStack Query', 'Express', 'MongoDB'],
  },
];

/** Skills listed in the developer's introduction. */
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
