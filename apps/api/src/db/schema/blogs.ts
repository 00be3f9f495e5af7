import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instantNow, uuidPrimaryKey } from './columns.js';

/** Blog posts (spec §3): author picture and name, publication day, heading, picture, text. */
export const blogs = pgTable(
  'blogs',
  {
    id: uuidPrimaryKey(),
    authorName: text().notNull(),
    authorImage: text().notNull(),
    publishedOn: date({ mode: 'string' }).notNull(),
    heading: text().notNull(),
    image: text().notNull(),
    body: text().notNull(),
    createdAt: instantNow(),
  },
  (table) => [index('blogs_published_idx').on(table.publishedOn.desc())],
);
