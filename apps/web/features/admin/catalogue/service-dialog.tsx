'use client';
// Adding or editing a service: the shared form schema takes the price in dollars and "what is
// included" one item per line and sends the API's body (cents, a list). An existing service also
// gets its picture and its former slugs (which still redirect) here. The tax class decides the
// provincial taxes; a new service starts with its category's default until the admin picks another.
import type { AdminCategory, AdminService } from '@hearth/shared/admin/catalogue';
import { adminServiceFormSchema, type AdminServiceBody, type AdminServiceFormInput } from '@hearth/shared/schemas/admin-catalogue';
import { TAX_CLASS_LABELS, TAX_CLASSES, type TaxClass } from '@hearth/shared/tax';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { adminCatalogueApi, useCatalogueChange } from './catalogue-api';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { NameAndSlugFields } from './name-slug-fields';
import { ServiceImageField } from './service-image-field';

const FIELDS = [
  'categoryId',
  'name',
  'slug',
  'description',
  'startingPrice',
  'priceUnit',
  'durationMinutes',
  'whatIsIncluded',
  'requiresDescription',
  'taxClass',
  'featured',
  'active',
] as const;
const PRICE_UNIT_OPTIONS = [
  { value: 'job', label: 'Per job' },
  { value: 'hour', label: 'Per hour (the customer picks the hours)' },
];
const TAX_CLASS_OPTIONS = TAX_CLASSES.map((c) => ({ value: c, label: TAX_CLASS_LABELS[c].label }));

export type ServiceEditing = { kind: 'new'; categoryId: string } | { kind: 'edit'; service: AdminService };

interface ServiceDialogProps {
  editing: ServiceEditing | null;
  categories: AdminCategory[];
  onClose: () => void;
}

export function ServiceDialog({ editing, categories, onClose }: ServiceDialogProps) {
  return (
    <FormDialog
      open={editing !== null}
      onClose={onClose}
      title={editing?.kind === 'edit' ? `Edit ${editing.service.name}` : 'Add service'}
      description="What customers book: its price, duration and what is included."
    >
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
function taxClassHint(chosen: string | undefined, categoryClass: TaxClass | undefined): string {
  const covers = chosen && chosen in TAX_CLASS_LABELS ? `${TAX_CLASS_LABELS[chosen as TaxClass].description} ` : '';
  const fallback = categoryClass ? ` The category's default is ${TAX_CLASS_LABELS[categoryClass].label}.` : '';
  return `${covers}It decides which provincial sales tax (PST, RST, QST) is charged with the GST/HST.${fallback}`;
}

function formValues(editing: ServiceEditing, categories: AdminCategory[]): AdminServiceFormInput {
  if (editing.kind === 'new') {
    return {
      categoryId: editing.categoryId,
      taxClass: categoryDefault(categories, editing.categoryId),
      name: '',
      slug: '',
      description: '',
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
  const send = useCatalogueChange();
  const existing = editing.kind === 'edit' ? editing.service : null;
  const form = useForm<AdminServiceFormInput, unknown, AdminServiceBody>({
    resolver: zodResolver(adminServiceFormSchema),
    defaultValues: formValues(editing, categories),
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = form;

  // A new service follows its category's default class until the admin chooses one themselves.
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const taxClass = useWatch({ control: form.control, name: 'taxClass' });
  const defaultClass = categoryDefault(categories, categoryId);
  useEffect(() => {
    if (!existing && defaultClass && !getFieldState('taxClass').isDirty) setValue('taxClass', defaultClass);
  }, [existing, defaultClass, getFieldState, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = existing
        ? await send('PUT', adminCatalogueApi.service(existing._id), values)
        : await send('POST', adminCatalogueApi.services(), values);
      toast.success(message || 'Service saved');
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS, { startingPriceCents: 'startingPrice' })) toast.error(errorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          label="Category"
          className="sm:col-span-2"
          options={categories.map((c) => ({ value: c._id, label: c.active ? c.name : `${c.name} (inactive)` }))}
          error={errors.categoryId?.message}
          {...register('categoryId')}
        />
        <NameAndSlugFields isNew={!existing} slugHint={existing ? 'The old address keeps redirecting here.' : 'Lowercase letters, numbers and hyphens.'} />
        <TextArea label="Description" rows={3} className="sm:col-span-2" error={errors.description?.message} {...register('description')} />
        <TextField
          label="Starting price (CAD)"
          inputMode="decimal"
          placeholder="129.00"
          hint="In dollars, like 129 or 129.50."
          error={errors.startingPrice?.message}
          {...register('startingPrice')}
        />
        <SelectField label="Price unit" options={PRICE_UNIT_OPTIONS} error={errors.priceUnit?.message} {...register('priceUnit')} />
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={15}
          step={15}
          hint="Per hour for hourly services."
          error={errors.durationMinutes?.message}
          {...register('durationMinutes')}
        />
        <SelectField
          label="Tax class"
          className="sm:col-span-2"
          options={TAX_CLASS_OPTIONS}
          hint={taxClassHint(taxClass, defaultClass)}
          error={errors.taxClass?.message}
          {...register('taxClass')}
        />
        <TextArea
          label="What is included"
          rows={4}
          className="sm:col-span-2"
          hint="One item per line."
          error={errors.whatIsIncluded?.message}
          {...register('whatIsIncluded')}
        />
        <div className="grid gap-3 sm:col-span-2">
          <CheckboxField label="Requires a description" hint="Customers must describe the job when they book." {...register('requiresDescription')} />
          <CheckboxField label="Featured" hint="Shown among the popular services on the home page." {...register('featured')} />
          <CheckboxField label="Active" hint="Inactive services are hidden from visitors and cannot be booked." {...register('active')} />
        </div>
        <div className="sm:col-span-2">
          <FormActions busy={isSubmitting} label="Save service" />
        </div>
      </form>
    </FormProvider>
  );
}

/** The slugs this service had: /services/<old> redirects here until the redirect is removed. */
function FormerSlugs({ service }: { service: AdminService }) {
  const send = useCatalogueChange();
  const [removing, setRemoving] = useState<string | null>(null);
  if (service.formerSlugs.length === 0) return null;

  async function remove(slug: string) {
    setRemoving(slug);
    try {
      const { message } = await send('DELETE', adminCatalogueApi.serviceRedirect(service._id, slug));
      toast.success(message || 'Redirect removed');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div>
      <h3 className="text-sm font-medium text-ink">Former slugs</h3>
      <p className="mt-1 text-xs text-muted">These addresses redirect to this service. Remove one to let another service use it.</p>
      <ul className="mt-2 grid gap-2" aria-label="Former slugs">
        {service.formerSlugs.map((slug) => (
          <li key={slug} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
            <code className="break-all">{slug}</code>
            <Button variant="ghost" size="sm" loading={removing === slug} disabled={removing !== null} onClick={() => remove(slug)} aria-label={`Remove redirect ${slug}`}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
