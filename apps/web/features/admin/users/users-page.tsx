'use client';
// /admin/users: every account, searched by name, email or phone and filtered by role and status
// (all in the URL), newest or oldest first, with a link to each user's page.
import type { AdminUserPage, AdminUserSummary } from '@hearth/shared/admin/users/contract';
import { ROLES } from '@hearth/shared/constants';
import clsx from 'clsx';
import { ArrowDown, ArrowUp, Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { Button } from '@/components/ui/button';
import { Link, useRouter } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useAdminUsers } from './users-api';
import { AccountBadge, useFormatDay } from './user-badges';
import { userPath, usersHref, USERS_PATH, type UsersView } from './users-url';

const PAGE_SIZE = 20;

export function UsersPage({ view }: { view: UsersView }) {
  const t = useTranslations('admin.users.list');
  const query = useAdminUsers(view, PAGE_SIZE);
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      <Filters key={usersHref(view, { page: 1 })} view={view} />
      <section aria-labelledby="user-list" className="mt-6">
        <h2 id="user-list" className="sr-only">
          {t('heading')}
        </h2>
        {query.data === undefined ? (
          query.isError ? (
            <LoadError title={t('loadError')} message={errorMessage(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : (
            <div role="status" className="space-y-2">
              <span className="sr-only">{t('loading')}</span>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          )
        ) : (
          <div aria-busy={query.isPlaceholderData || undefined} className={clsx('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
            <UserResults data={query.data} view={view} />
          </div>
        )}
      </section>
    </>
  );
}

function Filters({ view }: { view: UsersView }) {
  const t = useTranslations('admin.users');
  const router = useRouter();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const role = String(form.get('role') ?? '');
    const status = String(form.get('status') ?? '');
    router.push(
      usersHref(view, {
        q: String(form.get('q') ?? '').trim(),
        role: role ? (role as UsersView['role']) : undefined,
        status: status ? (status as UsersView['status']) : undefined,
        page: 1,
      }),
    );
  }
  return (
    <form role="search" aria-label={t('list.searchLabel')} onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:flex-wrap sm:items-end">
      <TextField label={t('list.query')} name="q" type="search" defaultValue={view.q} className="sm:min-w-56 sm:flex-1" />
      <SelectField label={t('list.role')} name="role" defaultValue={view.role ?? ''} placeholder={t('list.everyRole')} options={ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} className="sm:w-48" />
      <SelectField
        label={t('list.status')}
        name="status"
        defaultValue={view.status ?? ''}
        placeholder={t('list.everyStatus')}
        options={[
          { value: 'active', label: t('active') },
          { value: 'deactivated', label: t('deactivated') },
        ]}
        className="sm:w-52"
      />
      <Button type="submit" variant="secondary">
        {t('list.search')}
      </Button>
    </form>
  );
}

function UserResults({ data, view }: { data: AdminUserPage; view: UsersView }) {
  const t = useTranslations('admin');
  if (data.total === 0) {
    const filtered = Boolean(view.q || view.role || view.status);
    return (
      <EmptyState
        icon={<Users className="size-6" />}
        title={filtered ? t('users.list.emptyFilteredTitle') : t('users.list.emptyTitle')}
        description={filtered ? t('users.list.emptyFilteredDescription') : t('users.list.emptyDescription')}
        action={filtered ? { label: t('users.list.showEveryone'), href: USERS_PATH } : undefined}
      />
    );
  }
  if (data.items.length === 0) {
    return <EmptyState title={t('pager.missing', { page: view.page })} description={t('users.list.pagesFilled', { pages: data.pages })} action={{ label: t('pager.first'), href: usersHref(view, { page: 1 }) }} />;
  }
  const newestFirst = view.sort === '-createdAt';
  return (
    <>
      <p className="mb-3 text-sm text-muted">{t('users.list.count', { count: data.total })}</p>
      <UserTable users={data.items} view={view} newestFirst={newestFirst} caption={t(newestFirst ? 'users.list.captionNewest' : 'users.list.captionOldest', { page: view.page, pages: data.pages })} />
      <Pagination className="mt-4" page={view.page} pages={data.pages} hrefFor={(page) => usersHref(view, { page })} label={t('users.list.pagination')} />
    </>
  );
}

function UserTable({ users, view, newestFirst, caption }: { users: AdminUserSummary[]; view: UsersView; newestFirst: boolean; caption: string }) {
  const t = useTranslations('admin.users');
  const formatDay = useFormatDay();
  const columns: DataColumn<AdminUserSummary>[] = [
    {
      key: 'name',
      header: t('list.columns.name'),
      rowHeader: true,
      cell: (user) => (
        <>
          <Link href={userPath(user._id)} className="rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            {user.fullname || user.email}
          </Link>
          {user.phonenumber && <span className="block text-xs font-normal text-muted">{user.phonenumber}</span>}
        </>
      ),
    },
    { key: 'email', header: t('list.columns.email'), className: 'break-all', cell: (user) => user.email },
    { key: 'role', header: t('list.columns.role'), cell: (user) => t(`roles.${user.role}`) },
    { key: 'status', header: t('list.columns.status'), cell: (user) => <AccountBadge deactivatedAt={user.deactivatedAt} /> },
    {
      key: 'joined',
      label: t('list.columns.joined'),
      header: (
        <Link
          href={usersHref(view, { sort: newestFirst ? 'createdAt' : '-createdAt', page: 1 })}
          className="inline-flex items-center gap-1 rounded uppercase hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {t('list.columns.joined')}
          {newestFirst ? <ArrowDown aria-hidden="true" className="size-3.5" /> : <ArrowUp aria-hidden="true" className="size-3.5" />}
          <span className="sr-only">{newestFirst ? t('list.showOldest') : t('list.showNewest')}</span>
        </Link>
      ),
      sort: newestFirst ? 'descending' : 'ascending',
      className: 'whitespace-nowrap',
      cell: (user) => formatDay(user.createdAt),
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={users} rowKey={(user) => user._id} />;
}
