'use client';
// How-it-works cards: the customer list (home page) and the provider list (/professional).
import type { AdminCmsCard, CmsCardList } from '@hearth/shared/admin/content';
import { cmsCardSchema, type CmsCardFormInput, type CmsCardInput } from '@hearth/shared/schemas/admin-content';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CheckboxField } from '@/components/ui/selection-controls';
import { Tabs } from '@/components/ui/tabs';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { applyFieldErrors, errorMessage } from '@/lib/api';
import { adminContentApi, adminContentKeys, useAdminChange, useCards } from './content-api';
import { ContentList, HiddenBadge, ListToolbar, RowActions } from './content-list';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';

const FIELDS = ['title', 'description', 'icon', 'sortOrder', 'active'] as const;

export function CardsPanel() {
  const [kind, setKind] = useState<CmsCardList>('howitworks');
  return (
    <Tabs
      label="Card list"
      value={kind}
      onChange={setKind}
      items={[
        { value: 'howitworks', label: 'Customers', content: <CardList kind="howitworks" /> },
        { value: 'providerHowitworks', label: 'Providers', content: <CardList kind="providerHowitworks" /> },
      ]}
    />
  );
}

function CardList({ kind }: { kind: CmsCardList }) {
  const query = useCards(kind);
  const send = useAdminChange(adminContentKeys.cards, ['content']);
  const [editing, setEditing] = useState<AdminCmsCard | 'new' | null>(null);
  const audience = kind === 'howitworks' ? 'customers' : 'providers';
  return (
    <>
      <ListToolbar text={<>The steps of &ldquo;how it works&rdquo; for {audience}, in order.</>} addLabel="Add card" onAdd={() => setEditing('new')} />
      <ContentList
        query={query}
        what="the cards"
        label={`Cards for ${audience}`}
        empty={{ title: 'No cards yet', description: 'Add the first step with "Add card".' }}
        renderItem={(card) => (
          <>
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {card.sortOrder}. {card.title}
                {!card.active && <HiddenBadge />}
              </p>
              <p className="mt-1 text-sm text-muted">{card.description}</p>
            </div>
            <RowActions
              name={card.title}
              onEdit={() => setEditing(card)}
              deleteQuestion={`Delete the card "${card.title}"?`}
              onDelete={async () => (await send('DELETE', adminContentApi.card(card._id))).message || 'Card deleted'}
            />
          </>
        )}
      />
      <FormDialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New card' : 'Edit card'} description={`A step of how it works for ${audience}.`}>
        {editing !== null && <CardForm kind={kind} card={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </FormDialog>
    </>
  );
}

function CardForm({ kind, card, onDone }: { kind: CmsCardList; card: AdminCmsCard | null; onDone: () => void }) {
  const send = useAdminChange(adminContentKeys.cards, ['content']);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CmsCardFormInput, unknown, CmsCardInput>({
    resolver: zodResolver(cmsCardSchema),
    defaultValues: { kind, title: card?.title ?? '', description: card?.description ?? '', icon: card?.icon ?? '', sortOrder: String(card?.sortOrder ?? 0), active: card?.active ?? true },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = card ? await send('PUT', adminContentApi.card(card._id), values) : await send('POST', adminContentApi.cards(), values);
      toast.success(message || 'Card saved');
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) toast.error(errorMessage(error));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2">
      <TextField label="Title" className="sm:col-span-2" error={errors.title?.message} {...register('title')} />
      <TextArea label="Description" rows={3} className="sm:col-span-2" error={errors.description?.message} {...register('description')} />
      <TextField label="Icon" hint="A name such as search, calendar or shield." error={errors.icon?.message} {...register('icon')} />
      <TextField label="Order" inputMode="numeric" hint="Lower numbers come first." error={errors.sortOrder?.message} {...register('sortOrder')} />
      <CheckboxField label="Shown on the site" className="sm:col-span-2" {...register('active')} />
      <div className="sm:col-span-2">
        <FormActions className="mt-6" busy={isSubmitting} label={card ? 'Save card' : 'Add card'} />
      </div>
    </form>
  );
}
