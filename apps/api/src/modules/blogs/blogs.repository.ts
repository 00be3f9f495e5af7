import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { blogs } from '../../db/schema/index.js';

/** A `blogs` row. */
export type BlogRow = typeof blogs.$inferSelect;

/** Every post, newest first: publication day desc, then `created_at` desc, then `id` desc. */
export function listBlogs(db: Database): Promise<BlogRow[]> {
  return db
    .select()
    .from(blogs)
    .orderBy(desc(blogs.publishedOn), desc(blogs.createdAt), desc(blogs.id));
}
