'use client';
// /admin/discounts: the discount codes (filtered, sorted and paged in the URL) with their create,
// edit and deactivate actions, and the global offer the home page shows. Codes whose bar text has no
// French yet are flagged, and a filter keeps only those.
import type { AdminDiscount, AdminDiscountPage, DiscountState } from '@hearth/shared/admin/content/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, Plus, TicketPercent } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { CheckboxField } from '@/components/ui/selection-controls';
import { TextField } from '@/components/ui/text-field';
import { MissingFrenchBadge } from '@/features/admin';
import { Link, useRouter } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useDeactivateDiscount, useDiscounts } from './discounts-api';
import { DiscountDialog } from './discount-dialog';
import { discountsHref, type DiscountListParams, type DiscountSort } from './discounts-url';
import { OfferEditor } from './offer-editor';

const BASE = '/admin/discounts';
const PAGE_SIZE = 20;
const STATUSES = ['active', 'expired', 'inactive'] as const;
const STATE_CLASSES: Record<DiscountState, string> = {
  live: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-sky-100 text-sky-900',
  expired: 'bg-slate-200 text-slate-800',
  used_up: 'bg-amber-100 text-amber-950',
  inactive: 'bg-red-100 text-red-900',
};

export function DiscountsPage({ params }: { params: DiscountListParams }) {
  const t = useTranslations('adminContent.discounts');
  const [editing, setEditing] = useState<AdminDiscount | 'new' | null>(null);
  const query = useDiscounts({
    status: params.status,
    q: params.q,
    missingFrench: params.missingFrench ? '1' : undefined,
    sort: params.sort,
    order: params.order,
    pageNo: params.page,
    size: PAGE_SIZE,
  });

  return (
    <>
      <PageHeading
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('new')}
          </Button>
        }
      />
      <Filters params={params} />
      <section aria-labelledby="discount-codes" className="mt-6">
        <h2 id="discount-codes" className="sr-only">
          {t('codes')}
        </h2>
        <DiscountTable query={query} params={params} onEdit={setEditing} />
      </section>
      <DiscountDialog editing={editing} onClose={() => setEditing(null)} />
      <OfferEditor />
    </>
  );
}

function Filters({ params }: { params: DiscountListParams }) {
  const t = useTranslations('adminContent.discounts');
  const tb = useTranslations('adminContent.bilingual');
  const router = useRouter();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    router.push(
      discountsHref(BASE, params, {
        status: String(form.get('status') ?? '') as DiscountListParams['status'],
        q: String(form.get('q') ?? '').trim(),
        missingFrench: form.get('missingFrench') === 'on',
        page: 1,
      }),
    );
  }
  return (
    <form role="search" aria-label={t('filter')} onSubmit={onSubmit} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:flex-wrap sm:items-end">
      <TextField label={t('code')} name="q" defaultValue={params.q} placeholder="WELCOME" className="min-w-0 sm:flex-1" />
      <SelectField
        label={t('status')}
        name="status"
        defaultValue={params.status}
        placeholder={t('allCodes')}
        options={STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
        className="min-w-0 sm:w-64"
      />
      <CheckboxField label={tb('missingFilter')} name="missingFrench" defaultChecked={params.missingFrench} className="sm:mb-3" />
      <Button type="submit" variant="secondary">
        {t('apply')}
      </Button>
    </form>
  );
}

function DiscountTable({ query, params, onEdit }: { query: UseQueryResult<AdminDiscountPage>; params: DiscountListParams; onEdit: (d: AdminDiscount) => void }) {
  const t = useTranslations('adminContent.discounts');
  const columns = useDiscountColumns(params, onEdit);
  if (query.data === undefined) {
    if (query.isError) return <LoadError title={t('loadError')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">{t('loading')}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  const { discounts, pages } = query.data;
  if (discounts.length === 0) {
    const filtered = Boolean(params.status || params.q || params.missingFrench);
    return (
      <EmptyState
        icon={<TicketPercent className="size-6" />}
        title={filtered ? t('noMatch') : t('none')}
        description={filtered ? t('noMatchHint') : t('noneHint')}
        action={filtered ? { label: t('showAll'), href: BASE } : undefined}
      />
    );
  }
  return (
    <>
      <DataTable
        caption={t(`caption.${params.order}`, { sort: t(`sorts.${params.sort}`) })}
        columns={columns}
        rows={discounts}
        rowKey={(d) => d._id}
        alignTop
      />
      <Pagination className="mt-4" page={params.page} pages={pages} hrefFor={(page) => discountsHref(BASE, params, { page })} label={t('pages')} />
    </>
  );
}

/** A column the list can be sorted by: its header links to the other order, or to this column. */
function sortable(label: string, column: DiscountSort, params: DiscountListParams): Pick<DataColumn<AdminDiscount>, 'header' | 'label' | 'sort'> {
  const active = params.sort === column;
  const nextOrder = active && params.order === 'asc' ? 'desc' : 'asc';
  const Icon = params.order === 'asc' ? ArrowUp : ArrowDown;
  return {
    label,
    sort: active ? (params.order === 'asc' ? 'ascending' : 'descending') : undefined,
    header: (
      <Link href={discountsHref(BASE, params, { sort: column, order: nextOrder, page: 1 })} className="inline-flex items-center gap-1 rounded hover:text-ink">
        {label}
        {active && <Icon aria-hidden="true" className="size-3.5" />}
      </Link>
    ),
  };
}

function useDiscountColumns(params: DiscountListParams, onEdit: (d: AdminDiscount) => void): DataColumn<AdminDiscount>[] {
  const t = useTranslations('adminContent.discounts');
  const format = useFormat();
  return [
    {
      key: 'code',
      ...sortable(t('code'), 'code', params),
      rowHeader: true,
      className: 'font-semibold text-ink',
      cell: (d) => (
        <>
          <span className="font-mono">{d.code}</span>
          {d.showInBar && <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('inBar')}</span>}
          <MissingFrenchBadge fields={d.missingFrench} />
          <p className="mt-1 max-w-xs text-xs font-normal break-words text-muted">{d.description}</p>
          {d.descriptionFr && (
            <p lang="fr" className="mt-1 max-w-xs text-xs font-normal break-words text-muted italic">
              {d.descriptionFr}
            </p>
          )}
        </>
      ),
    },
    {
      key: 'amount',
      header: t('amount'),
      cell: (d) => (
        <>
          {d.kind === 'percent' ? t('percentOff', { percent: d.percentOff ?? 0 }) : t('amountOff', { amount: format.money(d.amountOffCents ?? 0) })}
          {d.firstBookingOnly && <p className="text-xs text-muted">{t('firstBookingOnly')}</p>}
          {d.minimumOrderCents > 0 && <p className="text-xs text-muted">{t('minimum', { amount: format.money(d.minimumOrderCents) })}</p>}
        </>
      ),
    },
    { key: 'validFrom', ...sortable(t('validFrom'), 'validFrom', params), className: 'whitespace-nowrap', cell: (d) => format.dateTime(d.validFrom) },
    { key: 'validTo', ...sortable(t('validTo'), 'validTo', params), className: 'whitespace-nowrap', cell: (d) => (d.validTo ? format.dateTime(d.validTo) : t('noEnd')) },
    { key: 'used', ...sortable(t('used'), 'usedCount', params), cell: (d) => (d.usageLimit === null ? d.usedCount : `${d.usedCount} / ${d.usageLimit}`) },
    {
      key: 'status',
      header: t('status'),
      cell: (d) => <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', STATE_CLASSES[d.state])}>{t(`states.${d.state}`)}</span>,
    },
    {
      key: 'actions',
      header: t('actions'),
      hideHeader: true,
      cell: (d) => (
        <div className="flex flex-wrap gap-2 md:justify-end">
          <Button size="sm" variant="secondary" onClick={() => onEdit(d)} aria-label={t('editNamed', { code: d.code })}>
            {t('edit')}
          </Button>
          {d.active && <DeactivateButton discount={d} />}
        </div>
      ),
    },
  ];
}

function DeactivateButton({ discount }: { discount: AdminDiscount }) {
  const t = useTranslations('adminContent.discounts');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const deactivateDiscount = useDeactivateDiscount();
  async function deactivate() {
    setBusy(true);
    try {
      const { message } = await deactivateDiscount.mutateAsync(discount._id);
      toast.success(message || t('deactivated'));
      setOpen(false);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" aria-label={t('deactivateNamed', { code: discount.code })}>
          {t('deactivate')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t('deactivateQuestion', { code: discount.code })}
      description={t('deactivateDescription')}
      confirmLabel={t('deactivate')}
      cancelLabel={t('keepIt')}
      onConfirm={() => void deactivate()}
      busy={busy}
    />
  );
}
