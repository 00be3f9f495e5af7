import { PageHeader } from '@/components/ui/page-header';
import { BlogList } from '@/features/blogs/components/blog-list';

/** `/blogs` (spec §2): the blog cards. */
export default function BlogsRoute() {
  return (
    <>
      <PageHeader title="Blogs" eyebrow="Insights">
        Notes from our engineers and partners on building, buying and maintaining computer hardware.
      </PageHeader>
      <div className="container py-5">
        <BlogList />
      </div>
    </>
  );
}
