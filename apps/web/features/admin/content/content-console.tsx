'use client';
// /admin/content: one section at a time (?tab= in the URL, so a reload keeps it): cards, FAQs,
// pages, blog posts, contact details and social links.
import clsx from 'clsx';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { PageHeading } from '@/components/ui/page-heading';
import { BlogPanel } from './blog-panel';
import { CardsPanel } from './cards-panel';
import { ContactPanel } from './contact-panel';
import { CONTENT_TABS, type ContentTab } from './content-tabs';
import { FaqsPanel } from './faqs-panel';
import { PagesPanel } from './pages-panel';

const BASE = '/admin/content';
const LABELS: Record<ContentTab, string> = { cards: 'Cards', faqs: 'FAQs', pages: 'Pages', blog: 'Blog', contact: 'Contact & social' };
const tabHref = (tab: ContentTab, page?: number) => (tab === 'cards' ? BASE : `${BASE}?tab=${tab}${page && page > 1 ? `&page=${page}` : ''}`);

export function ContentConsole({ tab, page }: { tab: ContentTab; page: number }) {
  const panels: Record<ContentTab, ReactNode> = {
    cards: <CardsPanel />,
    faqs: <FaqsPanel />,
    pages: <PagesPanel />,
    blog: <BlogPanel page={page} hrefFor={(p) => tabHref('blog', p)} />,
    contact: <ContactPanel />,
  };
  return (
    <>
      <PageHeading title="Content" description="What the public site says: how it works, FAQs, pages, the blog and how to reach us." />
      <nav aria-label="Content sections" className="mb-6">
        <ul className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1">
          {CONTENT_TABS.map((t) => (
            <li key={t} className="shrink-0">
              <Link
                href={tabHref(t)}
                aria-current={t === tab ? 'page' : undefined}
                className={clsx('inline-flex h-10 items-center rounded-lg px-4 text-sm font-semibold whitespace-nowrap', t === tab ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink')}
              >
                {LABELS[t]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={LABELS[tab]}>{panels[tab]}</section>
    </>
  );
}
