// /services: every category with its services as cards. Category sections have anchors
// (/services#cleaning) so links from the home page land on them.
import type { CategoryWithServiceCards } from '@hearth/shared/catalog/contract';
import { useTranslations } from 'next-intl';
import { CategoryIllustration } from '@/components/service-illustration';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { ServiceCard } from './service-card';

export function ServicesOverview({ categories }: { categories: CategoryWithServiceCards[] }) {
  const t = useTranslations('catalog.overview');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 md:px-6 md:py-14">
      <PageHeading title={t('title')} description={t('description')} />
      {categories.length === 0 ? (
        <EmptyState title={t('emptyTitle')} description={t('emptyText')} />
      ) : (
        <div className="space-y-14">
          {categories.map((category, categoryIndex) => (
            <section key={category._id} id={category.slug} aria-labelledby={`${category.slug}-title`} className="scroll-mt-28">
              <div className="flex items-start gap-3">
                <CategoryIllustration slug={category.slug} decorative width={64} height={40} className="h-10 w-16 shrink-0 rounded-xl" />
                <div className="min-w-0">
                  <h2 id={`${category.slug}-title`} className="text-xl font-bold break-words text-ink">
                    {category.name}
                  </h2>
                  {category.description && <p className="mt-0.5 text-sm text-muted">{category.description}</p>}
                </div>
              </div>
              <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {category.services.map((service, index) => (
                  <li key={service._id}>
                    <ServiceCard service={service} categorySlug={category.slug} priority={categoryIndex === 0 && index === 0} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
