'use client';
// What every content tab's list shares: loading, error and empty states, and rows with Edit and a
// confirmed Delete.
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';

interface ContentListProps<T extends { _id: string }> {
  query: UseQueryResult<T[]>;
  /** "Loading the cards…" and "We could not load the cards". */
  loading: string;
  loadError: string;
  label: string;
  empty: { title: string; description: string };
  /** Narrows what is shown (the "Missing a translation" filter); an emptied list says all is translated. */
  filter?: (items: T[]) => T[] | undefined;
  renderItem: (item: T) => ReactNode;
}

export function ContentList<T extends { _id: string }>({ query, loading, loadError, label, empty, filter, renderItem }: ContentListProps<T>) {
  const t = useTranslations('adminContent.bilingual');
  if (query.data === undefined) {
    if (query.isError) return <LoadError title={loadError} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{loading}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (query.data.length === 0) return <EmptyState {...empty} />;
  const items = (filter ? filter(query.data) : query.data) ?? [];
  if (items.length === 0) return <p className="rounded-2xl bg-white p-4 text-sm text-muted shadow-sm ring-1 ring-slate-200">{t('allTranslated')}</p>;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item) => (
        <li key={item._id} className="flex min-w-0 flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

/** Edit and a confirmed Delete for one row; `name` tells screen readers which row. */
export function RowActions({ name, onEdit, onDelete, deleteQuestion }: { name: string; onEdit: () => void; onDelete: () => Promise<string>; deleteQuestion: string }) {
  const t = useTranslations('adminContent.list');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    try {
      toast.success(await onDelete());
      setOpen(false);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex shrink-0 gap-2">
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={t('editNamed', { name })}>
        {t('edit')}
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" aria-label={t('deleteNamed', { name })}>
            {t('delete')}
          </Button>
        }
        open={open}
        onOpenChange={setOpen}
        title={deleteQuestion}
        description={t('deleteDescription')}
        confirmLabel={t('delete')}
        cancelLabel={t('keepIt')}
        onConfirm={() => void remove()}
        busy={busy}
      />
    </div>
  );
}

export function HiddenBadge({ children }: { children?: ReactNode }) {
  const t = useTranslations('adminContent.list');
  return <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{children ?? t('hidden')}</span>;
}

/** What the list holds, and its Add button; `filters` (the translation filter) sit between them. */
export function ListToolbar({ text, addLabel, onAdd, filters }: { text: ReactNode; addLabel: string; onAdd: () => void; filters?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="min-w-0 text-sm text-muted">{text}</p>
      <div className="flex flex-wrap items-center gap-4">
        {filters}
        <Button size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
