'use client';
// /profile/wishlist: the services the customer saved (newest first), a page at a time with the page
// in the URL, each with Book now and Remove. Removing the last item of a page goes back a page.
import type { WishlistItem } from '@hearth/shared/wishlist/contract';
import { WISHLIST_PAGE_SIZE } from '@hearth/shared/account';
import { useMutationState } from '@tanstack/react-query';
import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { ServiceIllustration } from '@/components/service-illustration';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { Link, useRouter } from '@/i18n/navigation';
import { errorMessage } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { paths } from '@/lib/paths';
import { pageHref } from '@/lib/url-state';
import { useRemoveFromWishlist, useWishlistPage, wishlistKeys } from './wishlist-api';

/** The first page's URL carries no ?page=, so /profile/wishlist and page 1 are one page. Without the language prefix: links and the router add it. */
export function wishlistPageHref(page: number): string {
  return pageHref(paths.profile.wishlist(), page);
}

const cardClasses = 'flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';

export function MyWishlist({ page }: { page: number }) {
  const t = useTranslations('account.wishlist');
  const router = useRouter();
  const wishlist = useWishlistPage(page);
  const data = wishlist.data;
  const contentRef = useRef<HTMLDivElement>(null);
  const focusContent = useCallback(() => contentRef.current?.focus(), []);
  const remove = useRemoveFromWishlist();
  const removing = useMutationState({
    filters: { mutationKey: wishlistKeys.remove, status: 'pending' },
    select: (mutation) => mutation.state.variables as string,
  });

  // A page past the end (its last item was just removed, or an old link): show the last page instead.
  const pastTheEnd = Boolean(data && !wishlist.isPlaceholderData && data.items.length === 0 && data.total > 0 && page > 1);
  const lastPage = data?.pages ?? 1;
  useEffect(() => {
    if (pastTheEnd) router.replace(wishlistPageHref(Math.min(page - 1, lastPage)));
  }, [pastTheEnd, page, lastPage, router]);

  let content;
  if (!data && wishlist.isError) {
    content = <LoadError title={t('loadError')} message={errorMessage(wishlist.error)} onRetry={() => wishlist.refetch()} retrying={wishlist.isFetching} />;
  } else if (!data || pastTheEnd || (wishlist.isPlaceholderData && data.items.length === 0)) {
    // The last case: moving back from an emptied page, whose answer stands in until this one's comes.
    content = <WishlistSkeleton />;
  } else if (data.items.length === 0) {
    content = (
      <EmptyState
        icon={<Heart className="size-6" />}
        title={t('emptyTitle')}
        description={t('emptyDescription')}
        action={{ label: t('browse'), href: paths.services() }}
      />
    );
  } else {
    content = (
      <>
        <ul
          aria-label={t('listLabel', { page: data.pageNo, pages: data.pages })}
          aria-busy={wishlist.isPlaceholderData || undefined}
          className={clsx('grid gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3', wishlist.isPlaceholderData && 'opacity-60')}
        >
          {data.items.map((item) => (
            <li key={item.service._id}>
              <WishlistCard
                item={item}
                removing={removing.includes(item.service._id)}
                onRemove={() => remove.mutate(item.service._id)}
                onFocusLost={focusContent}
              />
            </li>
          ))}
        </ul>
        <Pagination className="mt-6" page={page} pages={data.pages} hrefFor={wishlistPageHref} label={t('pagesLabel')} />
      </>
    );
  }

  return (
    <div className="w-full">
      <PageHeading title={t('title')} description={t('description')} />
      <div ref={contentRef} tabIndex={-1} className="outline-none">
        {content}
      </div>
    </div>
  );
}

interface WishlistCardProps {
  item: WishlistItem;
  removing: boolean;
  onRemove: () => void;
  /** The card is going away with the keyboard focus in it. */
  onFocusLost: () => void;
}

function WishlistCard({ item: { service }, removing, onRemove, onFocusLost }: WishlistCardProps) {
  const t = useTranslations('account.wishlist');
  const format = useFormat();
  const cardRef = useRef<HTMLElement>(null);
  // A removed card takes the focus of its Remove button with it (or the button already dropped it
  // while busy): the list area takes it over, so Tab goes on from there, not from the page top.
  // A layout effect's cleanup runs while the card is still in the document.
  useLayoutEffect(() => {
    const card = cardRef.current;
    return () => {
      const active = document.activeElement;
      if (!active || active === document.body || card?.contains(active)) onFocusLost();
    };
  }, [onFocusLost]);

  return (
    <article ref={cardRef} className={cardClasses}>
      <ServiceIllustration slug={service.slug} image={service.image} decorative width={400} height={250} sizes="(min-width: 1280px) 320px, (min-width: 640px) 40vw, 100vw" className="aspect-[8/5] w-full" />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="font-semibold break-words text-ink">
          <Link href={paths.service(service.slug)} className="hover:text-brand-800">
            {service.name}
          </Link>
        </h2>
        <p className="mt-1 flex-1 text-sm text-muted">
          {t.rich(service.priceUnit === 'hour' ? 'fromPerHour' : 'from', {
            price: format.money(service.startingPriceCents),
            strong: (chunks) => <span className="text-base font-bold text-ink">{chunks}</span>,
          })}
        </p>
        <div className="mt-4 flex gap-2">
          {/* The visible words start each name; the rest tells a screen-reader list of links apart. */}
          <Link href={paths.bookService(service.slug)} aria-label={t('bookNamed', { name: service.name })} className={buttonClasses({}, 'flex-1')}>
            {t('book')}
          </Link>
          <Button variant="secondary" loading={removing} onClick={onRemove}>
            {t('remove')} <span className="sr-only">{t('removeSpoken', { name: service.name })}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}

function WishlistSkeleton() {
  const t = useTranslations('account.wishlist');
  return (
    <div role="status" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: Math.min(WISHLIST_PAGE_SIZE, 6) }, (_, index) => (
        <div key={index} aria-hidden="true" className={cardClasses}>
          <Skeleton className="aspect-[8/5] w-full rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <div className="flex gap-2 pt-1">
              <Skeleton className="h-11 flex-1" />
              <Skeleton className="h-11 w-24" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
