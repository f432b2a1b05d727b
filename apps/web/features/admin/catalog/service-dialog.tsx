'use client';
// Adding or editing a service: the shared form schema takes the price in dollars and "what is
// included" one item per line and sends the API's body (cents, a list). An existing service also
// gets its picture and its former slugs (which still redirect) here. The tax class decides the
// provincial taxes; a new service starts with its category's default until the admin picks another.
// The name, description and inclusions are written in English and French side by side.
import {
  adminServiceFormSchema,
  type AdminCategory,
  type AdminService,
  type AdminServiceFormInput,
} from '@hearth/shared/admin/catalog/contract';
import { TAX_CLASSES, type TaxClass } from '@hearth/shared/tax';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { LanguageColumns, useFrenchLabel } from '@/features/admin';
import { errorMessage } from '@/lib/api';
import { useApiForm } from '@/lib/use-api-form';
import { useRemoveSlugRedirect, useSaveService } from './catalog-api';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { NameField, SlugField } from './name-slug-fields';
import { ServiceImageField } from './service-image-field';

const FIELDS = [
  'categoryId',
  'name',
  'slug',
  'description',
  'nameFr',
  'descriptionFr',
  'whatIsIncludedFr',
  'startingPrice',
  'priceUnit',
  'durationMinutes',
  'whatIsIncluded',
  'requiresDescription',
  'taxClass',
  'featured',
  'active',
] as const;

export type ServiceEditing = { kind: 'new'; categoryId: string } | { kind: 'edit'; service: AdminService };

interface ServiceDialogProps {
  editing: ServiceEditing | null;
  categories: AdminCategory[];
  onClose: () => void;
}

export function ServiceDialog({ editing, categories, onClose }: ServiceDialogProps) {
  const t = useTranslations('adminContent.serviceDialog');
  return (
    <FormDialog wide open={editing !== null} onClose={onClose} title={editing?.kind === 'edit' ? t('editTitle', { name: editing.service.name }) : t('addTitle')} description={t('description')}>
      {editing?.kind === 'edit' && (
        <div className="mt-5 grid gap-5 border-b border-slate-200 pb-5">
          <ServiceImageField service={editing.service} />
          <FormerSlugs service={editing.service} />
        </div>
      )}
      {editing !== null && <ServiceForm editing={editing} categories={categories} onDone={onClose} />}
    </FormDialog>
  );
}

const categoryDefault = (categories: AdminCategory[], categoryId: string): TaxClass | undefined => categories.find((c) => c._id === categoryId)?.defaultTaxClass;

/** What the chosen class covers, why it matters, and the category's default. */
function useTaxClassHint(): (chosen: string | undefined, categoryClass: TaxClass | undefined) => string {
  const t = useTranslations('adminContent');
  return (chosen, categoryClass) => {
    const covers = chosen && (TAX_CLASSES as readonly string[]).includes(chosen) ? `${t(`taxClasses.${chosen as TaxClass}.description`)} ` : '';
    const fallback = categoryClass ? ` ${t('serviceDialog.taxDefault', { label: t(`taxClasses.${categoryClass}.label`) })}` : '';
    return `${covers}${t('serviceDialog.taxHint')}${fallback}`;
  };
}

function formValues(editing: ServiceEditing, categories: AdminCategory[]): AdminServiceFormInput {
  if (editing.kind === 'new') {
    return {
      categoryId: editing.categoryId,
      taxClass: categoryDefault(categories, editing.categoryId),
      name: '',
      slug: '',
      description: '',
      nameFr: '',
      descriptionFr: '',
      whatIsIncludedFr: '',
      startingPrice: '',
      priceUnit: 'job',
      durationMinutes: '60',
      whatIsIncluded: '',
      requiresDescription: false,
      featured: false,
      active: true,
    };
  }
  const s = editing.service;
  return {
    categoryId: s.categoryId,
    name: s.name,
    slug: s.slug,
    description: s.description,
    nameFr: s.nameFr ?? '',
    descriptionFr: s.descriptionFr ?? '',
    whatIsIncludedFr: (s.whatIsIncludedFr ?? []).join('\n'),
    startingPrice: (s.startingPriceCents / 100).toFixed(2),
    priceUnit: s.priceUnit,
    durationMinutes: String(s.durationMinutes),
    whatIsIncluded: s.whatIsIncluded.join('\n'),
    requiresDescription: s.requiresDescription,
    taxClass: s.taxClass,
    featured: s.featured,
    active: s.active,
  };
}

function ServiceForm({ editing, categories, onDone }: { editing: ServiceEditing; categories: AdminCategory[]; onDone: () => void }) {
  const t = useTranslations('adminContent');
  const fr = useFrenchLabel();
  const taxClassHint = useTaxClassHint();
  const save = useSaveService();
  const existing = editing.kind === 'edit' ? editing.service : null;
  const { form, onSubmit, submitting } = useApiForm({
    schema: adminServiceFormSchema,
    defaultValues: formValues(editing, categories),
    mode: 'onTouched',
    fields: FIELDS,
    aliases: { startingPriceCents: 'startingPrice' },
    action: (values) => save.mutateAsync({ id: existing?._id, body: values }),
    success: ({ message }) => message || t('serviceDialog.saved'),
    onSuccess: onDone,
  });
  const {
    register,
    setValue,
    getFieldState,
    formState: { errors },
  } = form;

  // A new service follows its category's default class until the admin chooses one themselves.
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const taxClass = useWatch({ control: form.control, name: 'taxClass' });
  const defaultClass = categoryDefault(categories, categoryId);
  useEffect(() => {
    if (!existing && defaultClass && !getFieldState('taxClass').isDirty) setValue('taxClass', defaultClass);
  }, [existing, defaultClass, getFieldState, setValue]);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          label={t('serviceDialog.category')}
          className="sm:col-span-2"
          options={categories.map((c) => ({ value: c._id, label: c.active ? c.name : t('serviceDialog.inactiveCategory', { name: c.name }) }))}
          error={errors.categoryId?.message}
          {...register('categoryId')}
        />
        <LanguageColumns
          className="sm:col-span-2"
          english={
            <>
              <NameField isNew={!existing} />
              <TextArea label={t('serviceDialog.descriptionLabel')} rows={3} error={errors.description?.message} {...register('description')} />
              <TextArea label={t('serviceDialog.whatIsIncluded')} rows={4} hint={t('serviceDialog.oneItemPerLine')} error={errors.whatIsIncluded?.message} {...register('whatIsIncluded')} />
            </>
          }
          french={
            <>
              <TextField label={fr(t('nameSlug.name'))} lang="fr" error={errors.nameFr?.message} {...register('nameFr')} />
              <TextArea label={fr(t('serviceDialog.descriptionLabel'))} lang="fr" rows={3} error={errors.descriptionFr?.message} {...register('descriptionFr')} />
              <TextArea
                label={fr(t('serviceDialog.whatIsIncluded'))}
                lang="fr"
                rows={4}
                hint={t('serviceDialog.oneItemPerLine')}
                error={errors.whatIsIncludedFr?.message}
                {...register('whatIsIncludedFr')}
              />
            </>
          }
        />
        <SlugField className="sm:col-span-2" hint={existing ? t('serviceDialog.slugHintEdit') : t('serviceDialog.slugHintNew')} />
        <TextField
          label={t('serviceDialog.startingPrice')}
          inputMode="decimal"
          placeholder="129.00"
          hint={t('serviceDialog.startingPriceHint')}
          error={errors.startingPrice?.message}
          {...register('startingPrice')}
        />
        <SelectField
          label={t('serviceDialog.priceUnit')}
          options={[
            { value: 'job', label: t('serviceDialog.perJob') },
            { value: 'hour', label: t('serviceDialog.perHour') },
          ]}
          error={errors.priceUnit?.message}
          {...register('priceUnit')}
        />
        <TextField
          label={t('serviceDialog.duration')}
          type="number"
          inputMode="numeric"
          min={15}
          step={15}
          hint={t('serviceDialog.durationHint')}
          error={errors.durationMinutes?.message}
          {...register('durationMinutes')}
        />
        <SelectField
          label={t('serviceDialog.taxClass')}
          className="sm:col-span-2"
          options={TAX_CLASSES.map((c) => ({ value: c, label: t(`taxClasses.${c}.label`) }))}
          hint={taxClassHint(taxClass, defaultClass)}
          error={errors.taxClass?.message}
          {...register('taxClass')}
        />
        <div className="grid gap-3 sm:col-span-2">
          <CheckboxField label={t('serviceDialog.requiresDescription')} hint={t('serviceDialog.requiresDescriptionHint')} {...register('requiresDescription')} />
          <CheckboxField label={t('serviceDialog.featured')} hint={t('serviceDialog.featuredHint')} {...register('featured')} />
          <CheckboxField label={t('serviceDialog.active')} hint={t('serviceDialog.activeHint')} {...register('active')} />
        </div>
        <div className="sm:col-span-2">
          <FormActions busy={submitting} label={t('serviceDialog.save')} />
        </div>
      </form>
    </FormProvider>
  );
}

/** The slugs this service had: /services/<old> redirects here until the redirect is removed. */
function FormerSlugs({ service }: { service: AdminService }) {
  const t = useTranslations('adminContent.serviceDialog');
  const removeRedirect = useRemoveSlugRedirect(service._id);
  const [removing, setRemoving] = useState<string | null>(null);
  if (service.formerSlugs.length === 0) return null;

  async function remove(slug: string) {
    setRemoving(slug);
    try {
      const { message } = await removeRedirect.mutateAsync(slug);
      toast.success(message || t('redirectRemoved'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div>
      <h3 className="text-sm font-medium text-ink">{t('formerSlugs')}</h3>
      <p className="mt-1 text-xs text-muted">{t('formerSlugsHint')}</p>
      <ul className="mt-2 grid gap-2" aria-label={t('formerSlugs')}>
        {service.formerSlugs.map((slug) => (
          <li key={slug} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <code className="break-all">{slug}</code>
            <Button variant="ghost" size="sm" loading={removing === slug} disabled={removing !== null} onClick={() => remove(slug)} aria-label={t('removeRedirect', { slug })}>
              {t('remove')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
