import { useLingui } from '@lingui/react/macro';
import type { Blog } from '@partline/shared';
import Card from 'react-bootstrap/Card';
import { useFormat } from '@/lib/i18n/format';

export interface BlogCardProps {
  blog: Blog;
  /** Load the images eagerly (the first card, above the fold). */
  priority?: boolean;
}

/** A blog post (spec §2): author picture, name, date, heading, image and text. */
export function BlogCard({ blog, priority = false }: BlogCardProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { name } = blog;
  const loading = priority ? 'eager' : 'lazy';
  return (
    <Card as="article" className="blog-card h-100">
      <Card.Body className="d-flex flex-column">
        <div className="d-flex align-items-center gap-3 mb-3">
          <img
            src={blog.image}
            alt={t`${name}, author`}
            width={48}
            height={48}
            loading={loading}
            decoding="async"
            className="blog-card__avatar"
          />
          <div className="lh-sm">
            <p className="blog-card__author mb-1">{blog.name}</p>
            <time dateTime={blog.date} className="blog-card__date">
              {format.calendarDay(blog.date)}
            </time>
          </div>
        </div>
        <h2 className="blog-card__heading">{blog.blogHeading}</h2>
        <img
          src={blog.blogImage}
          alt={blog.blogHeading}
          width={800}
          height={450}
          loading={loading}
          decoding="async"
          className="blog-card__image"
        />
        <p className="blog-card__text mb-0">{blog.blog}</p>
      </Card.Body>
    </Card>
  );
}
