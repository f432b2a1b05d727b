'use client';
// The admin catalogue: each category as a section with its services, in the order visitors
// see them. Categories and services are added and edited in dialogs, moved up and down with buttons
// (keyboard friendly: focus stays on the moved item), and switched on and off in place. Items still
// missing their French are flagged, and a filter keeps only those.
import type { AdminCategory, AdminService } from '@hearth/shared/admin/catalog/contract';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, ImageIcon, Pencil, Plus, Store } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { MissingFilter, MissingFrenchBadge } from '@/features/admin';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { adminCatalogKeys, useAdminCatalog, useReorderCatalog, useSetCatalogActive, type CatalogItemKind } from './catalog-api';
import { CategoryDialog } from './category-dialog';
import { ServiceDialog, type ServiceEditing } from './service-dialog';

type Editing =
  | { kind: 'category'; category: AdminCategory | 'new' }
  | { kind: 'new-service'; categoryId: string }
  | { kind: 'service'; id: string };

/** `list` with the item at `index` swapped with its neighbour in `direction`. */
function moved<T>(list: T[], index: number, direction: -1 | 1): T[] {
  const next = [...list];
  [next[index], next[index + direction]] = [next[index + direction]!, next[index]!];
  return next;
}

/** A category with only the services still missing French (itself kept while it or one of them is). */
function missingOnly(categories: AdminCategory[]): AdminCategory[] {
  return categories
    .map((c) => ({ ...c, services: c.services.filter((s) => s.missingFrench.length > 0) }))
    .filter((c) => c.missingFrench.length > 0 || c.services.length > 0);
}

export function CatalogueManager() {
  const t = useTranslations('adminContent.catalogue');
  const tb = useTranslations('adminContent.bilingual');
  const catalogue = useAdminCatalog();
  const [onlyMissing, setOnlyMissing] = useState(false);
  const queryClient = useQueryClient();
  const saveOrder = useReorderCatalog();
  const saveActive = useSetCatalogActive();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  // After a move the item's buttons are re-rendered elsewhere; focus goes back to the one used.
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);

  const categories = catalogue.data;
  // Moving is turned off while filtered: positions in a partial list are not the real ones.
  const shown = categories && onlyMissing ? missingOnly(categories) : categories;
  useEffect(() => {
    const key = focusAfterMove.current;
    if (!key) return;
    focusAfterMove.current = null;
    const [id, direction] = key.split(':');
    const button = moveButtons.current.get(key);
    // At the top (or bottom) the same button is now disabled: the other direction takes focus.
    const target = button && !button.disabled ? button : moveButtons.current.get(`${id}:${direction === 'up' ? 'down' : 'up'}`);
    target?.focus();
  }, [categories]);

  /** `categoryId`: the services of that category; none: the categories. */
  async function reorder(categoryId: string | undefined, ids: string[], optimistic: AdminCategory[], focusKey: string) {
    focusAfterMove.current = focusKey;
    setPending(focusKey);
    queryClient.setQueryData(adminCatalogKeys.all, optimistic);
    try {
      await saveOrder.mutateAsync({ categoryId, ids });
    } catch (error) {
      toast.error(errorMessage(error));
      await queryClient.invalidateQueries({ queryKey: adminCatalogKeys.all });
    } finally {
      setPending(null);
    }
  }

  // Move buttons stay enabled while a move is saved (disabling them would drop the focus); a second
  // move waits for the first.
  function moveCategory(index: number, direction: -1 | 1) {
    if (!categories || pending) return;
    const next = moved(categories, index, direction);
    const id = categories[index]!._id;
    void reorder(undefined, next.map((c) => c._id), next, `${id}:${direction < 0 ? 'up' : 'down'}`);
  }

  function moveService(category: AdminCategory, index: number, direction: -1 | 1) {
    if (!categories || pending) return;
    const services = moved(category.services, index, direction);
    const next = categories.map((c) => (c._id === category._id ? { ...c, services } : c));
    const id = category.services[index]!._id;
    void reorder(category._id, services.map((s) => s._id), next, `${id}:${direction < 0 ? 'up' : 'down'}`);
  }

  async function setActive(kind: CatalogItemKind, id: string, active: boolean) {
    setPending(id);
    try {
      const { message } = await saveActive.mutateAsync({ kind, id, active });
      toast.success(message);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(null);
    }
  }

  const registerMove = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) moveButtons.current.set(key, element);
    else moveButtons.current.delete(key);
  };

  const serviceEditing: ServiceEditing | null = (() => {
    if (editing?.kind === 'new-service') return { kind: 'new', categoryId: editing.categoryId };
    if (editing?.kind !== 'service') return null;
    // The latest copy, so a new picture shows in the open dialog.
    const service = categories?.flatMap((c) => c.services).find((s) => s._id === editing.id);
    return service ? { kind: 'edit', service } : null;
  })();

  return (
    <div>
      <PageHeading
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={() => setEditing({ kind: 'category', category: 'new' })} disabled={!categories}>
            <Plus aria-hidden="true" className="size-4" />
            {t('addCategory')}
          </Button>
        }
      />
      <MissingFilter className="mt-4" checked={onlyMissing} onChange={setOnlyMissing} />

      {catalogue.isPending ? (
        <div className="mt-6 grid gap-4" aria-label={t('loading')} role="status">
          <Skeleton className="h-40 w-full rounded-2xl" />
          <Skeleton className="h-40 w-full rounded-2xl" />
        </div>
      ) : catalogue.isError ? (
        <div className="mt-6">
          <LoadError title={t('loadError')} message={errorMessage(catalogue.error)} onRetry={() => void catalogue.refetch()} retrying={catalogue.isFetching} />
        </div>
      ) : categories!.length === 0 ? (
        <div className="mt-6">
          <EmptyState icon={<Store className="size-6" />} title={t('emptyTitle')} description={t('emptyDescription')} />
        </div>
      ) : shown!.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-4 text-sm text-muted shadow-sm ring-1 ring-slate-200">{tb('allTranslated')}</p>
      ) : (
        <ol className="mt-6 grid grid-cols-1 gap-6" aria-label={t('categories')}>
          {shown!.map((category, index) => (
            <li key={category._id}>
              <section aria-labelledby={`category-${category._id}`} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 id={`category-${category._id}`} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
                      <span className="min-w-0 break-words">{category.name}</span>
                      <StatusBadge active={category.active} />
                      <MissingFrenchBadge fields={category.missingFrench} />
                    </h2>
                    {category.nameFr && (
                      <p lang="fr" className="mt-0.5 text-sm break-words text-muted italic">
                        {category.nameFr}
                      </p>
                    )}
                    <p className="mt-0.5 text-sm break-all text-muted">/{category.slug}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-1">
                    <MoveButtons
                      name={category.name}
                      first={onlyMissing || index === 0}
                      last={onlyMissing || index === categories!.length - 1}
                      register={(direction) => registerMove(`${category._id}:${direction}`)}
                      onMove={(direction) => moveCategory(index, direction)}
                    />
                    <ActiveSwitch
                      name={category.name}
                      active={category.active}
                      busy={pending === category._id}
                      onChange={(active) => setActive('category', category._id, active)}
                    />
                    <Button variant="ghost" size="sm" aria-label={t('editNamed', { name: category.name })} onClick={() => setEditing({ kind: 'category', category: categories!.find((c) => c._id === category._id) ?? category })}>
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('edit')}
                    </Button>
                  </div>
                </div>
                {category.description && <p className="mt-2 text-sm break-words text-muted">{category.description}</p>}

                {category.services.length === 0 ? (
                  <p className="mt-4 rounded-lg bg-slate-50 px-3 py-4 text-center text-sm text-muted">{t('noServices')}</p>
                ) : (
                  <ol className="mt-4 divide-y divide-slate-200 border-y border-slate-200" aria-label={t('servicesIn', { name: category.name })}>
                    {category.services.map((service, serviceIndex) => (
                      <ServiceRow
                        key={service._id}
                        service={service}
                        first={onlyMissing || serviceIndex === 0}
                        last={onlyMissing || serviceIndex === category.services.length - 1}
                        pending={pending}
                        registerMove={registerMove}
                        onMove={(direction) => moveService(category, serviceIndex, direction)}
                        onToggle={(active) => setActive('service', service._id, active)}
                        onEdit={() => setEditing({ kind: 'service', id: service._id })}
                      />
                    ))}
                  </ol>
                )}
                <Button variant="link" size="sm" className="mt-3" onClick={() => setEditing({ kind: 'new-service', categoryId: category._id })}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('addService', { name: category.name })}
                </Button>
              </section>
            </li>
          ))}
        </ol>
      )}

      <CategoryDialog editing={editing?.kind === 'category' ? editing.category : null} onClose={() => setEditing(null)} />
      <ServiceDialog editing={serviceEditing} categories={categories ?? []} onClose={() => setEditing(null)} />
    </div>
  );
}

interface ServiceRowProps {
  service: AdminService;
  first: boolean;
  last: boolean;
  pending: string | null;
  registerMove: (key: string) => (element: HTMLButtonElement | null) => void;
  onMove: (direction: -1 | 1) => void;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
}

function ServiceRow({ service, first, last, pending, registerMove, onMove, onToggle, onEdit }: ServiceRowProps) {
  const t = useTranslations('adminContent.catalogue');
  const format = useFormat();
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100">
          {service.image ? (
            <img src={service.image.thumbnail} alt="" width={48} height={48} className="size-full object-cover" />
          ) : (
            <ImageIcon aria-hidden="true" className="size-5 text-slate-500" />
          )}
        </div>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
            <span className="min-w-0 break-words">{service.name}</span>
            <StatusBadge active={service.active} />
            {service.featured && <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('featured')}</span>}
            <MissingFrenchBadge fields={service.missingFrench} />
          </p>
          {service.nameFr && (
            <p lang="fr" className="text-sm break-words text-muted italic">
              {service.nameFr}
            </p>
          )}
          <p className="text-sm text-muted">
            {t('price', { price: format.money(service.startingPriceCents), unit: service.priceUnit })} · {t('duration', { minutes: service.durationMinutes })} · {t('bookings', { count: service.bookingCount })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <MoveButtons
          name={service.name}
          first={first}
          last={last}
          register={(direction) => registerMove(`${service._id}:${direction}`)}
          onMove={onMove}
        />
        <ActiveSwitch name={service.name} active={service.active} busy={pending === service._id} onChange={onToggle} />
        <Button variant="ghost" size="sm" aria-label={t('editNamed', { name: service.name })} onClick={onEdit}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('edit')}
        </Button>
      </div>
    </li>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  const t = useTranslations('adminContent.catalogue');
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        active ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-700 ring-1 ring-slate-300',
      )}
    >
      {active ? t('active') : t('inactive')}
    </span>
  );
}

interface MoveButtonsProps {
  name: string;
  first: boolean;
  last: boolean;
  register: (direction: 'up' | 'down') => (element: HTMLButtonElement | null) => void;
  onMove: (direction: -1 | 1) => void;
}

function MoveButtons({ name, first, last, register, onMove }: MoveButtonsProps) {
  const t = useTranslations('adminContent.catalogue');
  return (
    <>
      <Button ref={register('up')} variant="ghost" size="sm" aria-label={t('moveUp', { name })} disabled={first} onClick={() => onMove(-1)}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button ref={register('down')} variant="ghost" size="sm" aria-label={t('moveDown', { name })} disabled={last} onClick={() => onMove(1)}>
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
    </>
  );
}

/** An on/off switch: the name says what it switches, the state is read as checked. */
function ActiveSwitch({ name, active, busy, onChange }: { name: string; active: boolean; busy: boolean; onChange: (active: boolean) => void }) {
  const t = useTranslations('adminContent.catalogue');
  return (
    <button
      type="button"
      role="switch"
      aria-checked={active}
      aria-label={t('switchLabel', { name })}
      aria-busy={busy || undefined}
      // Not `disabled` while saving: that would drop the keyboard focus.
      aria-disabled={busy || undefined}
      onClick={() => !busy && onChange(!active)}
      className="inline-flex h-9 shrink-0 items-center gap-2 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-ink hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 aria-disabled:opacity-60"
    >
      {/* The track never shrinks and its knob sits in its flow: in a squeezed row an absolute knob
          on a collapsed track was drawn over the label. */}
      <span aria-hidden="true" className={clsx('inline-flex h-5 w-9 shrink-0 items-center rounded-full p-0.5 transition-colors', active ? 'bg-emerald-600' : 'bg-slate-400')}>
        <span className={clsx('size-4 rounded-full bg-white shadow transition-transform', active && 'translate-x-4')} />
      </span>
      <span aria-hidden="true">{active ? t('on') : t('off')}</span>
    </button>
  );
}
