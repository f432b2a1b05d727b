'use client';
// /admin/content: one section at a time (?tab= in the URL, so a reload keeps it): cards, FAQs,
// pages, blog posts, contact details and social links.
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LinkTabs } from '@/components/ui/link-tabs';
import { PageHeading } from '@/components/ui/page-heading';
import { BlogPanel } from './blog-panel';
import { CardsPanel } from './cards-panel';
import { ContactPanel } from './contact-panel';
import { CONTENT_TABS, contentHref, type ContentTab } from './content-tabs';
import { FaqsPanel } from './faqs-panel';
import { PagesPanel } from './pages-panel';


export function ContentConsole({ tab, page }: { tab: ContentTab; page: number }) {
  const t = useTranslations('adminContent.console');
  const panels: Record<ContentTab, ReactNode> = {
    cards: <CardsPanel />,
    faqs: <FaqsPanel />,
    pages: <PagesPanel />,
    blog: <BlogPanel page={page} hrefFor={(p) => contentHref('blog', p)} />,
    contact: <ContactPanel />,
  };
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      <LinkTabs
        label={t('sections')}
        tabs={CONTENT_TABS.map((section) => ({ value: section, href: contentHref(section), label: t(`tabs.${section}`) }))}
        current={tab}
        className="mb-6"
      />
      <section aria-label={t(`tabs.${tab}`)}>{panels[tab]}</section>
    </>
  );
}
