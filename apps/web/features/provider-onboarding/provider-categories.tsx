'use client';
// /serviceprovider/category (/api/service-provider/category): the services a provider offers,
// by catalogue category, and the areas they cover. Both are saved together (POST), which
// replaces what was there; the provider's other tabs refresh through the UpdateCategory event.
import { providerCategorySchema } from '@hearth/shared/providers/contract';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Tags } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { FormSkeleton } from '@/components/ui/skeleton';
import { FieldError } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api';
import { useApiForm } from '@/lib/use-api-form';
import { providerKeys, useProviderCategories, useSaveProviderCategories, type ProviderCategories as ProviderCategoriesData } from './provider-onboarding-api';
import { ServiceAreaEditor } from './service-area-editor';

type FormValues = z.input<typeof providerCategorySchema>;
const FIELDS = ['services', 'areas'] as const;

function toFormValues(data: ProviderCategoriesData): FormValues {
  return {
    services: data.services,
    areas: data.areas.map((area) => (area.kind === 'fsa' ? { kind: 'fsa', value: area.value } : { kind: 'city', value: area.value, province: area.province ?? '' })),
  };
}

export function ProviderCategories() {
  const t = useTranslations('provider.categories');
  const query = useProviderCategories();
  let body;
  if (query.data) {
    body =
      query.data.categories.length === 0 ? (
        <EmptyState icon={<Tags className="size-6" />} title={t('empty.title')} description={t('empty.description')} />
      ) : (
        <CategoryForm data={query.data} />
      );
  } else if (query.isError) {
    body = <LoadError title={t('loadError')} message={errorMessage(query.error)} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  } else {
    body = <FormSkeleton fields={6} label={t('loading')} />;
  }
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      {body}
    </>
  );
}

function CategoryForm({ data }: { data: ProviderCategoriesData }) {
  const t = useTranslations('provider.categories');
  const saveCategories = useSaveProviderCategories();
  const queryClient = useQueryClient();
  const servicesErrorId = useId();
  const areasErrorId = useId();
  const { form, onSubmit, submitting } = useApiForm({
    schema: providerCategorySchema,
    defaultValues: toFormValues(data),
    fields: FIELDS,
    action: (values) => saveCategories(values),
    success: ({ message }) => message,
    onSuccess: ({ data: saved }) => {
      queryClient.setQueryData(providerKeys.categories, saved);
      form.reset(toFormValues(saved));
    },
  });
  const {
    control,
    clearErrors,
    formState: { errors, isDirty },
  } = form;
  const areas = useFieldArray({ control, name: 'areas' });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <section aria-labelledby={`${servicesErrorId}-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
        <h2 id={`${servicesErrorId}-title`} className="text-lg font-semibold text-ink">
          {t('services.title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('services.description')}</p>
        <Controller
          control={control}
          name="services"
          render={({ field }) => {
            const selected = new Set(field.value);
            const toggle = (id: string, checked: boolean) => field.onChange(checked ? [...field.value, id] : field.value.filter((value) => value !== id));
            return (
              <div className="mt-5 grid gap-4 md:grid-cols-2">
                {data.categories.map((category, categoryIndex) => {
                  const count = category.services.filter((service) => selected.has(service._id)).length;
                  return (
                    <fieldset key={category._id} aria-describedby={errors.services ? servicesErrorId : undefined} className="rounded-xl border border-slate-200 p-4">
                      <legend className="px-1 text-sm font-semibold break-words text-ink">{category.name}</legend>
                      <p aria-hidden="true" className="-mt-1 mb-2 px-1 text-xs text-muted">
                        {t('services.selected', { count, total: category.services.length })}
                      </p>
                      <ul className="space-y-1">
                        {category.services.map((service, serviceIndex) => (
                          <li key={service._id}>
                            <label
                              className={clsx(
                                'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-sm transition-colors',
                                selected.has(service._id) ? 'bg-brand-50 text-brand-900' : 'text-ink hover:bg-slate-50',
                              )}
                            >
                              <input
                                // The first box is where focus goes when no service is chosen.
                                ref={categoryIndex === 0 && serviceIndex === 0 ? field.ref : undefined}
                                type="checkbox"
                                checked={selected.has(service._id)}
                                onChange={(event) => toggle(service._id, event.target.checked)}
                                onBlur={field.onBlur}
                                className="size-4 accent-brand-700"
                              />
                              {service.name}
                            </label>
                          </li>
                        ))}
                      </ul>
                    </fieldset>
                  );
                })}
              </div>
            );
          }}
        />
        <FieldError id={servicesErrorId} message={errors.services?.message} />
      </section>

      <section aria-labelledby={`${areasErrorId}-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 md:p-6">
        <h2 id={`${areasErrorId}-title`} className="text-lg font-semibold text-ink">
          {t('areas.title')}
        </h2>
        <p className="mt-1 mb-5 text-sm text-muted">{t('areas.description')}</p>
        <ServiceAreaEditor
          areas={areas.fields}
          onAdd={(area) => {
            areas.append(area);
            clearErrors('areas');
          }}
          onRemove={areas.remove}
          error={errors.areas?.message ?? errors.areas?.root?.message}
          errorId={areasErrorId}
        />
      </section>

      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
        {isDirty && <p className="text-center text-sm text-muted sm:text-right">{t('unsaved')}</p>}
        <Button type="submit" size="lg" loading={submitting}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
