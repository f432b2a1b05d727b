'use client';
// The one modal of the app, on Radix Dialog: focus is trapped inside, Escape and the overlay close it,
// focus returns to what opened it, and the panel scrolls inside a short or narrow (320 px) screen.
// Features pass words and content; the overlay, panel, title and close button look the same everywhere.
import * as RadixDialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { Button } from './button';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '4xl';

const SIZES: Record<DialogSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  '4xl': 'max-w-4xl',
};

// Written out in full so that Tailwind finds the classes.
const SM_SIZES: Record<DialogSize, string> = {
  sm: 'sm:max-w-sm',
  md: 'sm:max-w-md',
  lg: 'sm:max-w-lg',
  xl: 'sm:max-w-xl',
  '2xl': 'sm:max-w-2xl',
  '4xl': 'sm:max-w-4xl',
};

type ContentProps = ComponentProps<typeof RadixDialog.Content>;

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opens the dialog; it gets focus back when the dialog closes. */
  trigger?: ReactElement;
  /** Names the dialog. Leave it out only when `labelledBy` points at a heading inside the content. */
  title?: ReactNode;
  labelledBy?: string;
  /** For content that brings its own visible heading: the title is then read out but not shown. */
  hideTitle?: boolean;
  description?: ReactNode;
  /** A boxed note instead of a line of muted text under the title. */
  descriptionTone?: 'plain' | 'note';
  /** Shown before the title and description (a warning sign). */
  icon?: ReactNode;
  /** An ✕ button in the corner, labelled with this or the common "Close". */
  closeButton?: boolean;
  closeLabel?: string;
  size?: DialogSize;
  /** The whole screen on a phone (a conversation), a centred panel from `sm` up. */
  fullScreenOnMobile?: boolean;
  className?: string;
  onOpenAutoFocus?: ContentProps['onOpenAutoFocus'];
  onCloseAutoFocus?: ContentProps['onCloseAutoFocus'];
  ref?: ContentProps['ref'];
  children?: ReactNode;
}

export function Dialog({
  open,
  onOpenChange,
  trigger,
  title,
  labelledBy,
  hideTitle = false,
  description,
  descriptionTone = 'plain',
  icon,
  closeButton = false,
  closeLabel,
  size = 'md',
  fullScreenOnMobile = false,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ref,
  children,
}: DialogProps) {
  const t = useTranslations('common.dialog');
  // Without a description Radix must be told so explicitly, or it warns about a missing one.
  const aria = { ...(description !== undefined ? {} : { 'aria-describedby': undefined }), ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}) };
  const titleShown = title !== undefined && !hideTitle;
  const heading = (
    <>
      {title !== undefined && (
        <RadixDialog.Title className={titleShown ? clsx('text-lg font-semibold text-ink', closeButton && !icon && 'pr-10') : 'sr-only'}>
          {title}
        </RadixDialog.Title>
      )}
      {description !== undefined && (
        <RadixDialog.Description
          className={clsx(
            'text-sm text-muted',
            descriptionTone === 'note' ? 'mb-4 rounded-lg bg-slate-50 px-3 py-2' : titleShown ? 'mt-1' : 'mb-1 pt-1',
            // Clear of the close button when nothing above it already is.
            closeButton && (!titleShown || descriptionTone === 'note') && 'mr-10',
          )}
        >
          {description}
        </RadixDialog.Description>
      )}
    </>
  );

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px]" />
        <RadixDialog.Content
          ref={ref}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          {...aria}
          className={clsx(
            'z-50 bg-white p-4 shadow-xl sm:p-6',
            fullScreenOnMobile
              ? 'fixed inset-0 flex flex-col sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl'
              : 'fixed top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-1rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl sm:w-[calc(100%-2rem)]',
            fullScreenOnMobile ? SM_SIZES[size] : SIZES[size],
            className,
          )}
        >
          {icon ? (
            <div className="flex items-start gap-4">
              {icon}
              <div className="min-w-0">{heading}</div>
            </div>
          ) : (
            heading
          )}
          {children}
          {/* Last in the DOM so that opening the dialog focuses its first field, not this button. */}
          {closeButton && (
            <RadixDialog.Close
              aria-label={closeLabel ?? t('close')}
              className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:top-4 sm:right-4"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wraps a button so that clicking it closes the dialog it sits in. */
export const DialogClose = RadixDialog.Close;

interface DialogActionsProps {
  /** The secondary button, which closes the dialog. */
  closeLabel: string;
  /** Kept visible but disabled while a request is on its way. */
  closeDisabled?: boolean;
  className?: string;
  /** The primary action(s), after the close button (first on a phone). */
  children: ReactNode;
}

/** The end of a dialog: close on the left, the action on the right; stacked, action on top, on a phone. */
export function DialogActions({ closeLabel, closeDisabled, className, children }: DialogActionsProps) {
  return (
    <div className={clsx('flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)}>
      <RadixDialog.Close asChild>
        <Button variant="secondary" disabled={closeDisabled}>
          {closeLabel}
        </Button>
      </RadixDialog.Close>
      {children}
    </div>
  );
}
