import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { BlogList } from '@/features/blogs/components/blog-list';

/** `/blogs` (spec §2): the blog cards. */
export default function BlogsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Blogs`} eyebrow={t`Insights`}>
        <Trans>
          Notes from our engineers and partners on building, buying and maintaining computer
          hardware.
        </Trans>
      </PageHeader>
      <div className="container py-5">
        <BlogList />
      </div>
    </>
  );
}
