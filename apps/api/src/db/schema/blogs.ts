import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Blog posts (spec §3): author picture and name, publication day, heading, picture, text. */
export const blogs = pgTable(
  'blogs',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorName: text().notNull(),
    authorImage: text().notNull(),
    publishedOn: date({ mode: 'string' }).notNull(),
    heading: text().notNull(),
    image: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blogs_published_idx').on(table.publishedOn.desc())],
);
