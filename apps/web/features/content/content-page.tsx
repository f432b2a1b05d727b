// A Markdown page from the CMS (why us, policies, terms): heading, last update and the text.
import type { ContentPage as ContentPageData } from '@hearth/shared/content/contract';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format';
import { Markdown } from './markdown';

/** Pages are dated on Hearth's home calendar, wherever the reader is. */
const UPDATED_TIME_ZONE = 'America/Toronto';

export function ContentPage({ page }: { page: ContentPageData }) {
  const t = useTranslations('content.page');
  const format = useFormat();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:px-6 md:py-14">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight break-words text-ink md:text-4xl">{page.title}</h1>
        <p className="mt-3 text-lg text-muted">{page.description}</p>
        <p className="mt-3 text-sm text-muted">{t('updated', { date: format.date(page.updatedAt, 'long', UPDATED_TIME_ZONE) })}</p>
      </header>
      <div className="mt-8">
        <Markdown>{page.body}</Markdown>
      </div>
    </article>
  );
}
