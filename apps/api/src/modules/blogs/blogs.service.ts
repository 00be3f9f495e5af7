import type { Blog } from '@partline/shared';
import type { Database } from '../../db/client.js';
import { listBlogs, type BlogRow } from './blogs.repository.js';

/** A row as the API answers it (spec §3 names: `image`, `name`, `date`, `blogHeading`, …). */
export function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    image: row.authorImage,
    name: row.authorName,
    date: row.publishedOn,
    blogHeading: row.heading,
    blogImage: row.image,
    blog: row.body,
  };
}

/** All posts, newest first. */
export async function getBlogs(db: Database): Promise<Blog[]> {
  return (await listBlogs(db)).map(toBlog);
}
