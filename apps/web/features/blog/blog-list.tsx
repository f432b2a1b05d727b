// /blog: the newest posts as cards, with links to older and newer pages.
import type { BlogPage } from '@hearth/shared/blog/contract';
import { ArrowLeft, ArrowRight, Newspaper } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ApiImage } from '@/components/api-image';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { Link } from '@/i18n/navigation';
import { paths } from '@/lib/paths';
import { PublishedDate } from './published-date';

export function BlogList({ page }: { page: BlogPage }) {
  const t = useTranslations('blog.list');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      <PageHeading title={t('title')} description={t('description')} />
      {page.posts.length === 0 ? (
        <EmptyState icon={<Newspaper className="size-6" />} title={t('emptyTitle')} action={{ label: t('browseServices'), href: paths.services() }} />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.posts.map((post, index) => (
            <li key={post._id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-200">
                <ApiImage
                  image={post.coverImage}
                  alt=""
                  width={800}
                  height={450}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  priority={index === 0}
                  className="aspect-video w-full"
                />
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs font-medium text-muted">
                    <PublishedDate iso={post.publishedAt} /> · {post.author}
                  </p>
                  <h2 className="mt-2 text-lg font-semibold break-words text-ink group-hover:text-brand-800">
                    <Link href={paths.content.blogPost(post.slug)} className="after:absolute after:inset-0 after:content-['']">
                      {post.title}
                    </Link>
                  </h2>
                  <p className="mt-2 text-sm text-muted">{post.excerpt}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {page.pages > 1 && (
        <nav aria-label={t('pagesLabel')} className="mt-10 flex flex-wrap items-center justify-between gap-3">
          {page.pageNo > 1 ? (
            <Link href={paths.content.blog(page.pageNo - 1)} className="inline-flex items-center gap-1.5 font-semibold text-brand-700">
              <ArrowLeft aria-hidden="true" className="size-4" /> {t('newer')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{t('pageOf', { page: String(page.pageNo), pages: String(page.pages) })}</span>
          {page.pageNo < page.pages ? (
            <Link href={paths.content.blog(page.pageNo + 1)} className="inline-flex items-center gap-1.5 font-semibold text-brand-700">
              {t('older')} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
