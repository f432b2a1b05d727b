'use client';
// /admin/content: one section at a time (?tab= in the URL, so a reload keeps it): cards, FAQs,
// pages, blog posts, contact details and social links.
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { PageHeading } from '@/components/ui/page-heading';
import { BlogPanel } from './blog-panel';
import { CardsPanel } from './cards-panel';
import { ContactPanel } from './contact-panel';
import { CONTENT_TABS, type ContentTab } from './content-tabs';
import { FaqsPanel } from './faqs-panel';
import { PagesPanel } from './pages-panel';

const BASE = '/admin/content';
const tabHref = (tab: ContentTab, page?: number) => (tab === 'cards' ? BASE : `${BASE}?tab=${tab}${page && page > 1 ? `&page=${page}` : ''}`);

export function ContentConsole({ tab, page }: { tab: ContentTab; page: number }) {
  const t = useTranslations('adminContent.console');
  const panels: Record<ContentTab, ReactNode> = {
    cards: <CardsPanel />,
    faqs: <FaqsPanel />,
    pages: <PagesPanel />,
    blog: <BlogPanel page={page} hrefFor={(p) => tabHref('blog', p)} />,
    contact: <ContactPanel />,
  };
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      <nav aria-label={t('sections')} className="mb-6">
        <ul className="flex gap-1 relative overflow-x-auto rounded-xl bg-slate-100 p-1">
          {CONTENT_TABS.map((section) => (
            <li key={section} className="shrink-0">
              <Link
                href={tabHref(section)}
                aria-current={section === tab ? 'page' : undefined}
                className={clsx('inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold whitespace-nowrap', section === tab ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink')}
              >
                {t(`tabs.${section}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={t(`tabs.${tab}`)}>{panels[tab]}</section>
    </>
  );
}
