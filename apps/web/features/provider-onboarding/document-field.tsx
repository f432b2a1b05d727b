'use client';
// One verification document in the business-details form: the stored file with a Replace option,
// or a file picker. An already uploaded document is not sent again unless it is replaced.
import clsx from 'clsx';
import { FileText, RotateCcw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/text-field';
import { formatFileSize } from '@/lib/file-size';
import { useFormat } from '@/lib/format';
import { DOCUMENT_ACCEPT, fileKind, formatUploadDate } from './provider-documents';
import type { ProviderDocument } from './provider-onboarding-api';

interface DocumentFieldProps {
  name: string;
  label: string;
  hint: string;
  stored: ProviderDocument | null;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  error?: string;
  /** Opens the picker at once and focuses it (arriving from Documents/Certificates → Replace). */
  startReplacing?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function DocumentField({ name, label, hint, stored, onChange, onBlur, error, startReplacing = false, ref }: DocumentFieldProps) {
  const t = useTranslations('provider.documentField');
  const format = useFormat();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [replacing, setReplacing] = useState(startReplacing);
  const picking = !stored || replacing;
  const input = useRef<HTMLInputElement | null>(null);
  // Focus follows the user's choice: into the picker after Replace, back to Replace after Keep.
  const focusNext = useRef<'picker' | 'replace' | null>(startReplacing ? 'picker' : null);
  const replaceButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // focus() also scrolls the field into view.
    if (focusNext.current === 'picker') input.current?.focus();
    else if (focusNext.current === 'replace') replaceButton.current?.focus();
    focusNext.current = null;
  }, [picking]);

  return (
    <div className="sm:col-span-2">
      {picking ? (
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
          {label}
        </label>
      ) : (
        <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-ink">
          {label}
        </p>
      )}
      {stored && (
        <div
          role={picking ? undefined : 'group'}
          aria-labelledby={picking ? undefined : `${id}-label`}
          className={clsx('flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5', picking && 'mb-2 opacity-70')}
        >
          <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-ink">{stored.fileName}</p>
            <p className="text-xs text-muted">
              {t('stored', { kind: fileKind(stored.contentType), size: formatFileSize(stored.size, format), date: formatUploadDate(format, stored.uploadedAt) })}
            </p>
          </div>
          {picking ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onChange(null);
                focusNext.current = 'replace';
                setReplacing(false);
              }}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('keep')}
            </Button>
          ) : (
            <Button
              ref={replaceButton}
              variant="outline"
              size="sm"
              aria-label={t('replaceLabel', { document: label })}
              onClick={() => {
                focusNext.current = 'picker';
                setReplacing(true);
              }}
            >
              {t('replace')}
            </Button>
          )}
        </div>
      )}
      {picking && (
        <input
          ref={(node) => {
            input.current = node;
            if (typeof ref === 'function') ref(node);
            else if (ref) ref.current = node;
          }}
          id={id}
          name={name}
          type="file"
          accept={DOCUMENT_ACCEPT}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(hintId, error && errorId)}
          className={clsx(
            'block w-full rounded-lg border bg-white text-sm text-ink shadow-sm file:mr-3 file:h-11 file:cursor-pointer file:border-0 file:border-r file:border-slate-200 file:bg-slate-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-50 focus:outline-2 focus:outline-offset-0',
            error ? 'border-red-600 focus:outline-red-600' : 'border-slate-300 focus:border-brand-700 focus:outline-brand-700',
          )}
        />
      )}
      <p id={hintId} className="mt-1.5 text-xs text-muted">
        {hint} {t('types')}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
