'use client';
// What the saved-address and saved-card pages share: the list with its loading, error and empty
// states, the note at the limit, and each card's "Make default" and confirmed removal. Focus lands
// somewhere useful when a change moves the focused card or removes it.
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage, type ApiResult } from '@/lib/api';
import { DefaultBadge } from '@/components/ui/selection-controls';

export interface SavedItem {
  _id: string;
  isDefault: boolean;
}

/** After a change: focus the card that moved (made default), or the Add button (the card is gone). */
export type FocusAfterChange = { itemId: string } | 'add' | null;

const headingId = (id: string) => `saved-item-${id}`;

/** The Add button's ref, and how a card asks for focus once the list shows its change. */
export function useFocusAfterChange(list: unknown) {
  const addButton = useRef<HTMLButtonElement>(null);
  const target = useRef<FocusAfterChange>(null);
  useEffect(() => {
    const next = target.current;
    target.current = null;
    if (next === 'add') addButton.current?.focus();
    else if (next) document.getElementById(headingId(next.itemId))?.focus();
  }, [list]);
  return { addButton, focusAfterChange: (next: FocusAfterChange) => (target.current = next) };
}

export function LimitNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mb-6 rounded-lg bg-slate-50 px-4 py-3 text-sm text-muted ring-1 ring-slate-200">
      {children}
    </p>
  );
}

interface SavedItemsListProps<T extends SavedItem> {
  query: UseQueryResult<T[]>;
  /** "your addresses" ("vos adresses"): read as "Loading your addresses…" and "We could not load your addresses". */
  what: string;
  /** The list's name: "Saved addresses". */
  label: string;
  empty: { icon: ReactNode; title: string; description: string };
  renderItem: (item: T) => ReactNode;
}

export function SavedItemsList<T extends SavedItem>({ query, what, label, empty, renderItem }: SavedItemsListProps<T>) {
  const t = useTranslations('common.savedItems');
  if (query.data === undefined) {
    if (query.isError) return <LoadError title={t('loadError', { what })} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return (
      <div role="status" className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <span className="sr-only">{t('loading', { what })}</span>
        {[0, 1].map((index) => (
          <div key={index} aria-hidden="true" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="mt-4 h-4 w-3/4" />
            <Skeleton className="mt-2 h-4 w-2/3" />
            <Skeleton className="mt-5 h-9 w-40" />
          </div>
        ))}
      </div>
    );
  }
  if (query.data.length === 0) return <EmptyState {...empty} />;
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {query.data.map((item) => (
        <li key={item._id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

interface SavedItemCardProps {
  item: SavedItem;
  /** What the card is called, to a screen reader too (its heading, or `label` when given). */
  heading: ReactNode;
  label?: string;
  children: ReactNode;
  /** The buttons under the details. */
  actions: ReactNode;
}

export function SavedItemCard({ item, heading, label, children, actions }: SavedItemCardProps) {
  return (
    <article aria-label={label} aria-labelledby={label ? undefined : headingId(item._id)} className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId(item._id)} tabIndex={-1} className="flex min-w-0 items-center gap-2 font-semibold break-words text-ink">
          {heading}
        </h2>
        {item.isDefault && <DefaultBadge />}
      </div>
      {children}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">{actions}</div>
    </article>
  );
}

interface DefaultAndRemoveProps {
  item: SavedItem;
  /** Which item, for screen readers: the buttons read "Make default 12 Queen St W". */
  spokenName: string;
  queryKey: QueryKey;
  /** The feature's calls for this item, from its api hooks: make it the default (answered with the reordered list), remove it. */
  calls: { makeDefault: () => Promise<ApiResult<SavedItem[]>>; remove: () => Promise<ApiResult<unknown>> };
  /** "Delete" or "Remove", and the question that confirms it. */
  removeWord: string;
  confirm: { title: string; description: string; confirmLabel: string };
  onChanged: (focus: FocusAfterChange) => void;
}

/** "Make default" (answered with the reordered list) and the confirmed removal of one saved item. */
export function DefaultAndRemoveButtons({ item, spokenName, queryKey, calls, removeWord, confirm, onChanged }: DefaultAndRemoveProps) {
  const t = useTranslations('common.savedItems');
  const queryClient = useQueryClient();
  const [confirmOpen, setConfirmOpen] = useState(false);

  const makeDefault = useMutation({
    mutationFn: calls.makeDefault,
    onSuccess: ({ data, message }) => {
      onChanged({ itemId: item._id });
      queryClient.setQueriesData({ queryKey }, data);
      if (message) toast.success(message);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const remove = useMutation({
    mutationFn: calls.remove,
    onSuccess: async ({ message }) => {
      onChanged('add');
      if (message) toast.success(message);
      await queryClient.invalidateQueries({ queryKey });
      setConfirmOpen(false);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <>
      {!item.isDefault && (
        <Button size="sm" variant="secondary" loading={makeDefault.isPending} onClick={() => makeDefault.mutate()} aria-label={t('makeDefaultNamed', { name: spokenName })}>
          {t('makeDefault')}
        </Button>
      )}
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" aria-label={`${removeWord} ${spokenName}`}>
            {removeWord}
          </Button>
        }
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        {...confirm}
        cancelLabel={t('keep')}
        onConfirm={() => remove.mutate()}
        busy={remove.isPending}
      />
    </>
  );
}
