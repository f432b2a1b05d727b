'use client';
// The conversation in a modal, for screens that list bookings rather than show one (the provider's
// job cards): a Messages button with the unread count opens it; the whole screen on a phone.
import * as Dialog from '@radix-ui/react-dialog';
import { MessageSquare, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Conversation } from './conversation';
import { useIncomingMessages } from './messages-api';
import { UnreadBadge } from './unread-badge';

interface MessagesDialogProps {
  bookingId: string;
  /** What the booking is, for the dialog's description ("Standard House Cleaning, Sat, Nov 21"). */
  about: string;
  unread: number;
  /** Refreshes the list that shows `unread`: after reading, and when a message arrives while closed. */
  onUnreadChanged: () => void;
}

export function MessagesDialog({ bookingId, about, unread, onUnreadChanged }: MessagesDialogProps) {
  const t = useTranslations('account.messages');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  useIncomingMessages((event) => {
    // While open the conversation marks it read and refreshes the list itself.
    if (!open && event.bookingId === bookingId) onUnreadChanged();
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="w-full sm:w-auto">
          <MessageSquare aria-hidden="true" className="size-4" />
          {t('open')}
          {unread > 0 && ' '}
          <UnreadBadge count={unread} />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-labelledby={titleId}
          className="fixed inset-0 z-50 flex flex-col bg-white p-4 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[min(44rem,calc(100dvh-2rem))] sm:w-[calc(100%-2rem)] sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
        >
          <div className="mb-1 flex items-start justify-between gap-3">
            <Dialog.Description className="pt-1 text-sm text-muted">{about}</Dialog.Description>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={t('close')} className="-mt-1 -mr-2 shrink-0">
                <X aria-hidden="true" className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Conversation bookingId={bookingId} headingId={titleId} layout="fill" onRead={onUnreadChanged} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
