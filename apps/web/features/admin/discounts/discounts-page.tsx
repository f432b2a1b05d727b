'use client';
// /admin/discounts: the discount codes (filtered, sorted and paged in the URL) with their create,
// edit and deactivate actions, and the global offer the home page shows.
import type { AdminDiscount, AdminDiscountPage, DiscountState } from '@hearth/shared/admin/content';
import type { UseQueryResult } from '@tanstack/react-query';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, Plus, TicketPercent } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { adminContentApi, adminContentKeys, useAdminChange, useAdminQuery } from '@/features/admin/content/content-api';
import { formatCad } from '@/features/catalog/format';
import { errorMessage } from '@/lib/api';
import { DiscountDialog } from './discount-dialog';
import { discountsHref, type DiscountListParams, type DiscountSort } from './discounts-url';
import { formatDateTime } from './form-values';
import { OfferEditor } from './offer-editor';

const BASE = '/admin/discounts';
const PAGE_SIZE = 20;
const STATUS_OPTIONS = [
  { value: 'active', label: 'Active (usable now or later)' },
  { value: 'expired', label: 'Expired or used up' },
  { value: 'inactive', label: 'Deactivated' },
];
const STATE_LABELS: Record<DiscountState, { label: string; className: string }> = {
  live: { label: 'Live', className: 'bg-emerald-100 text-emerald-900' },
  scheduled: { label: 'Scheduled', className: 'bg-sky-100 text-sky-900' },
  expired: { label: 'Expired', className: 'bg-slate-200 text-slate-800' },
  used_up: { label: 'Used up', className: 'bg-amber-100 text-amber-950' },
  inactive: { label: 'Inactive', className: 'bg-red-100 text-red-900' },
};

export function DiscountsPage({ params }: { params: DiscountListParams }) {
  const [editing, setEditing] = useState<AdminDiscount | 'new' | null>(null);
  const query = useAdminQuery<AdminDiscountPage>(
    adminContentKeys.discounts,
    adminContentApi.discounts({ status: params.status, q: params.q, sort: params.sort, order: params.order, pageNo: params.page, size: PAGE_SIZE }),
  );

  return (
    <>
      <PageHeading
        title="Discounts & offers"
        description="Codes customers type at checkout, the one shown in the discount bar, and the home page's offer."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            New discount
          </Button>
        }
      />
      <Filters params={params} />
      <section aria-labelledby="discount-codes" className="mt-6">
        <h2 id="discount-codes" className="sr-only">
          Discount codes
        </h2>
        <DiscountTable query={query} params={params} onEdit={setEditing} />
      </section>
      <DiscountDialog editing={editing} onClose={() => setEditing(null)} />
      <OfferEditor />
    </>
  );
}

function Filters({ params }: { params: DiscountListParams }) {
  const router = useRouter();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    router.push(discountsHref(BASE, params, { status: String(form.get('status') ?? '') as DiscountListParams['status'], q: String(form.get('q') ?? '').trim(), page: 1 }));
  }
  return (
    <form role="search" aria-label="Filter discounts" onSubmit={onSubmit} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end">
      <TextField label="Code" name="q" defaultValue={params.q} placeholder="WELCOME" className="sm:flex-1" />
      <SelectField label="Status" name="status" defaultValue={params.status} placeholder="All codes" options={STATUS_OPTIONS} className="sm:w-64" />
      <Button type="submit" variant="secondary">
        Apply
      </Button>
    </form>
  );
}

function DiscountTable({ query, params, onEdit }: { query: UseQueryResult<AdminDiscountPage>; params: DiscountListParams; onEdit: (d: AdminDiscount) => void }) {
  if (query.data === undefined) {
    if (query.isError) return <LoadError title="We could not load the discounts" message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading discounts…</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  const { discounts, pages } = query.data;
  if (discounts.length === 0) {
    const filtered = Boolean(params.status || params.q);
    return (
      <EmptyState
        icon={<TicketPercent className="size-6" />}
        title={filtered ? 'No discounts match' : 'No discounts yet'}
        description={filtered ? 'Try another code or status.' : 'Create a code with "New discount".'}
        action={filtered ? { label: 'Show all codes', href: BASE } : undefined}
      />
    );
  }
  return (
    <>
      <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">Discount codes, sorted by {params.sort} {params.order === 'asc' ? 'ascending' : 'descending'}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-muted uppercase">
            <tr>
              <SortHeader label="Code" column="code" params={params} />
              <th scope="col" className="px-4 py-3">
                Amount
              </th>
              <SortHeader label="Valid from" column="validFrom" params={params} />
              <SortHeader label="Valid to" column="validTo" params={params} />
              <SortHeader label="Used" column="usedCount" params={params} />
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {discounts.map((d) => (
              <DiscountRow key={d._id} discount={d} onEdit={() => onEdit(d)} />
            ))}
          </tbody>
        </table>
      </div>
      <Pagination className="mt-4" page={params.page} pages={pages} hrefFor={(page) => discountsHref(BASE, params, { page })} label="Discount pages" />
    </>
  );
}

function SortHeader({ label, column, params }: { label: string; column: DiscountSort; params: DiscountListParams }) {
  const active = params.sort === column;
  const nextOrder = active && params.order === 'asc' ? 'desc' : 'asc';
  const Icon = params.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className="px-4 py-3" aria-sort={active ? (params.order === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Link href={discountsHref(BASE, params, { sort: column, order: nextOrder, page: 1 })} className="inline-flex items-center gap-1 rounded hover:text-ink">
        {label}
        {active && <Icon aria-hidden="true" className="size-3.5" />}
      </Link>
    </th>
  );
}

function DiscountRow({ discount: d, onEdit }: { discount: AdminDiscount; onEdit: () => void }) {
  const state = STATE_LABELS[d.state];
  return (
    <tr>
      <th scope="row" className="px-4 py-3 align-top font-semibold text-ink">
        <span className="font-mono">{d.code}</span>
        {d.showInBar && <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">In discount bar</span>}
        <p className="mt-1 max-w-xs text-xs font-normal text-muted">{d.description}</p>
      </th>
      <td className="px-4 py-3 align-top">
        {d.kind === 'percent' ? `${d.percentOff}% off` : `${formatCad(d.amountOffCents ?? 0)} off`}
        {d.firstBookingOnly && <p className="text-xs text-muted">First booking only</p>}
        {d.minimumOrderCents > 0 && <p className="text-xs text-muted">Min. {formatCad(d.minimumOrderCents)}</p>}
      </td>
      <td className="px-4 py-3 align-top whitespace-nowrap">{formatDateTime(d.validFrom)}</td>
      <td className="px-4 py-3 align-top whitespace-nowrap">{d.validTo ? formatDateTime(d.validTo) : 'No end'}</td>
      <td className="px-4 py-3 align-top">{d.usageLimit === null ? d.usedCount : `${d.usedCount} / ${d.usageLimit}`}</td>
      <td className="px-4 py-3 align-top">
        <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', state.className)}>{state.label}</span>
      </td>
      <td className="px-4 py-3 align-top">
        <div className="flex justify-end gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${d.code}`}>
            Edit
          </Button>
          {d.active && <DeactivateButton discount={d} />}
        </div>
      </td>
    </tr>
  );
}

function DeactivateButton({ discount }: { discount: AdminDiscount }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = useAdminChange(adminContentKeys.discounts, ['offers']);
  async function deactivate() {
    setBusy(true);
    try {
      const { message } = await send('POST', adminContentApi.deactivateDiscount(discount._id));
      toast.success(message || 'Discount deactivated');
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
        <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50" aria-label={`Deactivate ${discount.code}`}>
          Deactivate
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={`Deactivate ${discount.code}?`}
      description="Customers can no longer use it and it leaves the discount bar. You can turn it back on by editing it."
      confirmLabel="Deactivate"
      cancelLabel="Keep it"
      onConfirm={() => void deactivate()}
      busy={busy}
    />
  );
}
