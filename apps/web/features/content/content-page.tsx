// A Markdown page from the CMS (why us, policies, terms): heading, last update and the text.
import type { ContentPage as ContentPageData } from '@hearth/shared/api-types';
import { Markdown } from './markdown';

const dateFormat = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });

export function ContentPage({ page }: { page: ContentPageData }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:px-6 md:py-14">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{page.title}</h1>
        <p className="mt-3 text-lg text-muted">{page.description}</p>
        <p className="mt-3 text-sm text-muted">Updated {dateFormat.format(new Date(page.updatedAt))}</p>
      </header>
      <div className="mt-8">
        <Markdown>{page.body}</Markdown>
      </div>
    </article>
  );
}
