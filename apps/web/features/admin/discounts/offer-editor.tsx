'use client';
// The global offer on the home page: its words (in English and French), the code it advertises and
// when it runs.
import { offerSchema, type AdminOffer } from '@hearth/shared/admin/content/contract';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { SelectField } from '@/components/ui/select-field';
import { CheckboxField } from '@/components/ui/selection-controls';
import { Skeleton } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { LanguageColumns, MissingFrenchBadge, toLocalInput, useFrenchLabel } from '@/features/admin';
import { useDiscounts, useOffer, useSaveOffer } from './discounts-api';
import { errorMessage } from '@/lib/api';
import { useApiForm } from '@/lib/use-api-form';

const FIELDS = ['title', 'description', 'titleFr', 'descriptionFr', 'discountId', 'validFrom', 'validTo', 'active'] as const;

export function OfferEditor() {
  const t = useTranslations('adminContent.offer');
  const offer = useOffer();
  return (
    <section aria-labelledby="global-offer" className="mt-10 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="global-offer" className="text-lg font-semibold text-ink">
        {t('title')}
        {offer.data && <MissingFrenchBadge fields={offer.data.missingFrench} />}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('description')}</p>
      {offer.isError ? (
        <div className="mt-4">
          <LoadError title={t('loadError')} message={errorMessage(offer.error)} onRetry={() => void offer.refetch()} retrying={offer.isFetching} />
        </div>
      ) : offer.data === undefined ? (
        <div role="status" className="mt-4 space-y-3">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : (
        <OfferForm key={offer.data?.updatedAt ?? 'none'} offer={offer.data} />
      )}
    </section>
  );
}

function OfferForm({ offer }: { offer: AdminOffer | null }) {
  const t = useTranslations('adminContent.offer');
  const fr = useFrenchLabel();
  const save = useSaveOffer();
  const codes = useDiscounts({ status: 'active', sort: 'code', order: 'asc', size: 100 });
  const options = (codes.data?.discounts ?? []).map((d) => ({ value: d._id, label: d.code }));
  // The offer's code stays selectable even when it is no longer active.
  if (offer?.discountId && offer.code && !options.some((o) => o.value === offer.discountId)) options.unshift({ value: offer.discountId, label: offer.code });
  const { form, onSubmit, submitting } = useApiForm({
    schema: offerSchema,
    defaultValues: {
      title: offer?.title ?? '',
      description: offer?.description ?? '',
      titleFr: offer?.titleFr ?? '',
      descriptionFr: offer?.descriptionFr ?? '',
      discountId: offer?.discountId ?? '',
      validFrom: toLocalInput(offer?.validFrom ?? null),
      validTo: toLocalInput(offer?.validTo ?? null),
      active: offer?.active ?? true,
    },
    mode: 'onTouched',
    fields: FIELDS,
    action: (values, input) => save.mutateAsync({ ...input, validFrom: values.validFrom?.toISOString() ?? '', validTo: values.validTo?.toISOString() ?? '' }),
    success: ({ message }) => message || t('saved'),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('title')} className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
      <LanguageColumns
        className="sm:col-span-2"
        english={
          <>
            <TextField label={t('offerTitle')} error={errors.title?.message} {...register('title')} />
            <TextArea label={t('offerDescription')} rows={3} error={errors.description?.message} {...register('description')} />
          </>
        }
        french={
          <>
            <TextField label={fr(t('offerTitle'))} lang="fr" error={errors.titleFr?.message} {...register('titleFr')} />
            <TextArea label={fr(t('offerDescription'))} lang="fr" rows={3} error={errors.descriptionFr?.message} {...register('descriptionFr')} />
          </>
        }
      />
      <SelectField label={t('code')} placeholder={t('noCode')} options={options} error={errors.discountId?.message} {...register('discountId')} />
      <div className="flex items-end">
        <CheckboxField label={t('active')} {...register('active')} />
      </div>
      <TextField label={t('starts')} type="datetime-local" hint={t('startsHint')} error={errors.validFrom?.message} {...register('validFrom')} />
      <TextField label={t('ends')} type="datetime-local" hint={t('endsHint')} error={errors.validTo?.message} {...register('validTo')} />
      <div className="sm:col-span-2 sm:text-right">
        <Button type="submit" loading={submitting}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
