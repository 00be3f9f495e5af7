import { z } from 'zod';

/**
 * A blog post as the API answers it (spec §3): `image` and `name` are the author's picture and
 * name, `date` the publication day (`YYYY-MM-DD`), `blogHeading`, `blogImage` and the text `blog`.
 */
export const BlogSchema = z
  .object({
    _id: z.uuid(),
    image: z.string(),
    name: z.string(),
    date: z.iso.date(),
    blogHeading: z.string(),
    blogImage: z.string(),
    blog: z.string(),
  })
  .meta({ id: 'Blog' });

/** A blog post. */
export type Blog = z.infer<typeof BlogSchema>;

/** `GET /blogs`: newest first. */
export const BlogListSchema = z.array(BlogSchema).meta({ id: 'BlogList' });
