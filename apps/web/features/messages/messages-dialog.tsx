'use client';
// The conversation in a modal, for screens that list bookings rather than show one (the provider's
// job cards): a Messages button with the unread count opens it; the whole screen on a phone.
import { MessageSquare } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
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
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" className="w-full sm:w-auto">
          <MessageSquare aria-hidden="true" className="size-4" />
          {t('open')}
          {unread > 0 && ' '}
          <UnreadBadge count={unread} />
        </Button>
      }
      // The conversation's own heading names the dialog.
      labelledBy={titleId}
      description={about}
      closeButton
      closeLabel={t('close')}
      size="xl"
      fullScreenOnMobile
      className="sm:h-[min(44rem,calc(100dvh-2rem))]"
    >
      <Conversation bookingId={bookingId} headingId={titleId} layout="fill" onRead={onUnreadChanged} />
    </Dialog>
  );
}
