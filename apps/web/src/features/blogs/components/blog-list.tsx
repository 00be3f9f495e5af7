import { PageSpinner } from '@/components/ui/page-spinner';
import { QueryError } from '@/components/ui/query-error';
import { useBlogs } from '../api/get-blogs';
import { BlogCard } from './blog-card';

/** The blog posts, newest first, with a spinner while loading and an error if it fails. */
export function BlogList() {
  const { data, isPending, isError, refetch } = useBlogs();

  if (isPending) return <PageSpinner label="Loading blogs…" />;
  if (isError) {
    return <QueryError message="We could not load the blogs." onRetry={() => void refetch()} />;
  }
  if (data.length === 0) {
    return <p className="text-center text-body-secondary py-4">No blog posts yet.</p>;
  }

  return (
    <ul className="row row-cols-1 row-cols-lg-2 g-4 list-unstyled mb-0">
      {data.map((blog, index) => (
        <li key={blog._id} className="col">
          <BlogCard blog={blog} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
