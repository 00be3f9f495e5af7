import { Trans, useLingui } from '@lingui/react/macro';
import { QueryState } from '@/components/ui/query-state';
import { useBlogs } from '../api/get-blogs';
import { BlogCard } from './blog-card';

/** The blog posts, newest first, with a spinner while loading and an error if it fails. */
export function BlogList() {
  const { t } = useLingui();
  const blogs = useBlogs();
  return (
    <QueryState
      query={blogs}
      loadingLabel={t`Loading blogs…`}
      errorMessage={t`We could not load the blogs.`}
      empty={
        <p className="text-center text-body-secondary py-4">
          <Trans>No blog posts yet.</Trans>
        </p>
      }
    >
      {(blogs) => (
        <ul className="row row-cols-1 row-cols-lg-2 g-4 list-unstyled mb-0">
          {blogs.map((blog, index) => (
            <li key={blog._id} className="col">
              <BlogCard blog={blog} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
