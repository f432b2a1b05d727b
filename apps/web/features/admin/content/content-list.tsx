'use client';
// What every content tab's list shares: loading, error and empty states, and rows with Edit and a
// confirmed Delete.
import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
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
  /** "the cards": read as "Loading the cards…", "We could not load the cards". */
  what: string;
  label: string;
  empty: { title: string; description: string };
  renderItem: (item: T) => ReactNode;
}

export function ContentList<T extends { _id: string }>({ query, what, label, empty, renderItem }: ContentListProps<T>) {
  if (query.data === undefined) {
    if (query.isError) return <LoadError title={`We could not load ${what}`} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading {what}…</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (query.data.length === 0) return <EmptyState {...empty} />;
  return (
    <ul aria-label={label} className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {query.data.map((item) => (
        <li key={item._id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

/** Edit and a confirmed Delete for one row; `name` tells screen readers which row. */
export function RowActions({ name, onEdit, onDelete, deleteQuestion }: { name: string; onEdit: () => void; onDelete: () => Promise<string>; deleteQuestion: string }) {
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
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" aria-label={`Delete ${name}`}>
            Delete
          </Button>
        }
        open={open}
        onOpenChange={setOpen}
        title={deleteQuestion}
        description="This cannot be undone. The audit log keeps a copy."
        confirmLabel="Delete"
        cancelLabel="Keep it"
        onConfirm={() => void remove()}
        busy={busy}
      />
    </div>
  );
}

export function HiddenBadge({ children = 'Hidden' }: { children?: ReactNode }) {
  return <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{children}</span>;
}

/** What the list holds, and its Add button. */
export function ListToolbar({ text, addLabel, onAdd }: { text: ReactNode; addLabel: string; onAdd: () => void }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted">{text}</p>
      <Button size="sm" onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </Button>
    </div>
  );
}
