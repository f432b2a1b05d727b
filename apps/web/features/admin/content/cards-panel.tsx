'use client';
// How-it-works cards: the customer list (home page) and the provider list (/professional), each card
// in English and French.
import { cmsCardSchema, type AdminCmsCard, type CmsCardList } from '@hearth/shared/admin/content/contract';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CheckboxField } from '@/components/ui/selection-controls';
import { Tabs } from '@/components/ui/tabs';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { LanguageColumns, MissingFilter, MissingFrenchBadge, useFrenchLabel, useMissingFilter } from '@/features/admin';
import { useCards, useDeleteCard, useSaveCard } from './content-api';
import { ContentList, HiddenBadge, ListToolbar, RowActions } from './content-list';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { useApiForm } from '@/lib/use-api-form';

const FIELDS = ['title', 'description', 'titleFr', 'descriptionFr', 'icon', 'sortOrder', 'active'] as const;

export function CardsPanel() {
  const t = useTranslations('adminContent.cards');
  const [kind, setKind] = useState<CmsCardList>('howitworks');
  return (
    <Tabs
      label={t('listLabel')}
      value={kind}
      onChange={setKind}
      items={[
        { value: 'howitworks', label: t('customers'), content: <CardList kind="howitworks" /> },
        { value: 'providerHowitworks', label: t('providers'), content: <CardList kind="providerHowitworks" /> },
      ]}
    />
  );
}

function CardList({ kind }: { kind: CmsCardList }) {
  const t = useTranslations('adminContent.cards');
  const query = useCards(kind);
  const deleteCard = useDeleteCard();
  const [editing, setEditing] = useState<AdminCmsCard | 'new' | null>(null);
  const missing = useMissingFilter();
  const audience = kind === 'howitworks' ? 'customers' : 'providers';
  return (
    <>
      <ListToolbar
        text={t(`intro.${audience}`)}
        addLabel={t('add')}
        onAdd={() => setEditing('new')}
        filters={<MissingFilter checked={missing.onlyMissing} onChange={missing.setOnlyMissing} />}
      />
      <ContentList
        query={query}
        loading={t('loading')}
        loadError={t('loadError')}
        label={t(`label.${audience}`)}
        empty={{ title: t('emptyTitle'), description: t('emptyDescription') }}
        filter={missing.filter}
        renderItem={(card) => (
          <>
            <div className="min-w-0 break-words">
              <p className="font-semibold text-ink">
                {card.sortOrder}. <span lang="en">{card.title}</span>
                {!card.active && <HiddenBadge />}
                <MissingFrenchBadge fields={card.missingFrench} />
              </p>
              <p lang="en" className="mt-1 text-sm text-muted">
                {card.description}
              </p>
              {card.titleFr && (
                <p lang="fr" className="mt-1 text-sm text-muted italic">
                  {card.titleFr}
                </p>
              )}
            </div>
            <RowActions
              name={card.title}
              onEdit={() => setEditing(card)}
              deleteQuestion={t('deleteQuestion', { title: card.title })}
              onDelete={async () => (await deleteCard.mutateAsync(card._id)).message || t('deleted')}
            />
          </>
        )}
      />
      <FormDialog wide open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? t('newTitle') : t('editTitle')} description={t(`dialogDescription.${audience}`)}>
        {editing !== null && <CardForm kind={kind} card={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </FormDialog>
    </>
  );
}

function CardForm({ kind, card, onDone }: { kind: CmsCardList; card: AdminCmsCard | null; onDone: () => void }) {
  const t = useTranslations('adminContent.cards');
  const tl = useTranslations('adminContent.list');
  const fr = useFrenchLabel();
  const save = useSaveCard();
  const { form, onSubmit, submitting } = useApiForm({
    schema: cmsCardSchema,
    defaultValues: {
      kind,
      title: card?.title ?? '',
      description: card?.description ?? '',
      titleFr: card?.titleFr ?? '',
      descriptionFr: card?.descriptionFr ?? '',
      icon: card?.icon ?? '',
      sortOrder: String(card?.sortOrder ?? 0),
      active: card?.active ?? true,
    },
    mode: 'onTouched',
    fields: FIELDS,
    action: (values) => save.mutateAsync({ id: card?._id, body: values }),
    success: ({ message }) => message || t('saved'),
    onSuccess: onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
      <LanguageColumns
        className="sm:col-span-2"
        english={
          <>
            <TextField label={t('title')} error={errors.title?.message} {...register('title')} />
            <TextArea label={t('description')} rows={3} error={errors.description?.message} {...register('description')} />
          </>
        }
        french={
          <>
            <TextField label={fr(t('title'))} lang="fr" error={errors.titleFr?.message} {...register('titleFr')} />
            <TextArea label={fr(t('description'))} lang="fr" rows={3} error={errors.descriptionFr?.message} {...register('descriptionFr')} />
          </>
        }
      />
      <TextField label={t('icon')} hint={t('iconHint')} error={errors.icon?.message} {...register('icon')} />
      <TextField label={tl('order')} inputMode="numeric" hint={tl('lowerFirst')} error={errors.sortOrder?.message} {...register('sortOrder')} />
      <CheckboxField label={tl('shownOnSite')} className="sm:col-span-2" {...register('active')} />
      <div className="sm:col-span-2">
        <FormActions className="mt-6" busy={submitting} label={card ? t('save') : t('add')} />
      </div>
    </form>
  );
}
