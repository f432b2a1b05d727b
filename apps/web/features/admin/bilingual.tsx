'use client';
// What every bilingual editor shares: the English and French columns of a form (side by side on wide
// screens, stacked on narrow ones), the "Missing French" badge of a list item, and the list filter
// that keeps only the items still missing a translation.
import { Languages } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { CheckboxField } from '@/components/ui/selection-controls';

/** The English fields and their French counterparts, each column under its language's name. */
export function LanguageColumns({ english, french, className }: { english: ReactNode; french: ReactNode; className?: string }) {
  const t = useTranslations('adminContent.bilingual');
  return (
    <div className={`grid min-w-0 grid-cols-1 gap-5 lg:grid-cols-2 ${className ?? ''}`}>
      <fieldset className="grid min-w-0 content-start gap-5">
        <legend className="mb-3 text-sm font-semibold text-ink">{t('english')}</legend>
        {english}
      </fieldset>
      <fieldset lang="fr" className="grid min-w-0 content-start gap-5 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 lg:bg-transparent lg:p-0 lg:ring-0">
        <legend className="mb-3 text-sm font-semibold text-ink">{t('french')}</legend>
        <p className="-mt-2 text-xs text-muted">{t('frenchHint')}</p>
        {french}
      </fieldset>
    </div>
  );
}

/** A French field's label: "Title (French)", so no two fields of the form share a name. */
export function useFrenchLabel(): (label: string) => string {
  const t = useTranslations('adminContent.bilingual');
  return (label) => t('frenchLabel', { label });
}

/** The fields the API names in `missingFrench`. */
const FIELD_NAMES = ['name', 'description', 'whatIsIncluded', 'title', 'question', 'answer', 'body', 'translation'] as const;
const isFieldName = (field: string): field is (typeof FIELD_NAMES)[number] => (FIELD_NAMES as readonly string[]).includes(field);

/** "Missing French", naming the fields still to translate; nothing once all are. */
export function MissingFrenchBadge({ fields }: { fields: readonly string[] }) {
  const t = useTranslations('adminContent.bilingual');
  if (fields.length === 0) return null;
  const names = fields.map((field) => (isFieldName(field) ? t(`fields.${field}`) : field)).join(', ');
  return (
    <span title={t('missingFields', { fields: names })} className="ml-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
      <Languages aria-hidden="true" className="size-3.5" />
      {t('missingFrench')}
      <span className="sr-only">: {t('missingFields', { fields: names })}</span>
    </span>
  );
}

/** The "Missing a translation" filter's state, and the list it leaves. */
export function useMissingFilter() {
  const [onlyMissing, setOnlyMissing] = useState(false);
  return {
    onlyMissing,
    setOnlyMissing,
    filter: <T extends { missingFrench: readonly string[] }>(items: T[] | undefined) => (onlyMissing && items ? items.filter((item) => item.missingFrench.length > 0) : items),
  };
}

export function MissingFilter({ checked, onChange, className }: { checked: boolean; onChange: (checked: boolean) => void; className?: string }) {
  const t = useTranslations('adminContent.bilingual');
  return <CheckboxField label={t('missingFilter')} className={className} checked={checked} onChange={(event) => onChange(event.target.checked)} />;
}
