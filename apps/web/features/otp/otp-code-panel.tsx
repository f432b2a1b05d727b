'use client';
// The code-entry step of phone verification: six
// single-digit boxes, Change Phone Number, Resend OTP with a mm:ss countdown, Confirm OTP.
// Reused wherever a phone is verified (provider gate, customer account).
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@hearth/shared/constants';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatCountdown, useCountdown } from './use-countdown';

export interface OtpCodePanelProps {
  /** The number the code went to, as shown to the user, e.g. "+1 416-555-0123". */
  phone: string;
  onVerify: (otp: string) => Promise<void>;
  /** Sends a new code; resolves true when one was sent, which restarts the countdown. */
  onResend: () => Promise<boolean>;
  onChangeNumber: () => void;
  resendSeconds?: number;
  /** When Resend opens for a code sent earlier (ISO time); without it the wait starts now. */
  resendAvailableAt?: string;
}

const EMPTY = Array.from({ length: OTP_LENGTH }, () => '');

export function OtpCodePanel({ phone, onVerify, onResend, onChangeNumber, resendSeconds = OTP_RESEND_SECONDS, resendAvailableAt }: OtpCodePanelProps) {
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [pending, setPending] = useState<'verify' | 'resend' | null>(null);
  const { remaining, restart } = useCountdown(resendSeconds, resendAvailableAt ? Date.parse(resendAvailableAt) : undefined);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const titleId = useId();
  const t = useTranslations('otp');

  const complete = digits.every((d) => d !== '');
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  /** Writes digits into the boxes from `start` on and moves focus after the last one written. */
  function fill(start: number, incoming: string) {
    const next = [...digits];
    const chars = incoming.slice(0, OTP_LENGTH - start).split('');
    chars.forEach((char, offset) => {
      next[start + offset] = char;
    });
    setDigits(next);
    focusBox(start + chars.length);
  }

  function onChange(index: number, value: string) {
    const typed = value.replace(/\D/g, '');
    if (typed === '') {
      // Cleared with Backspace/Delete, or a non-digit was typed into an empty box.
      if (value === '') setDigits(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // A whole code at once (SMS autofill into the first box) fills every box; otherwise the
    // last digit typed replaces the box's content.
    if (typed.length === OTP_LENGTH) fill(0, typed);
    else fill(index, typed.slice(-1));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      setDigits(digits.map((d, i) => (i === index - 1 ? '' : d)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted) fill(pasted.length >= OTP_LENGTH ? 0 : index, pasted);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!complete || pending) return;
    setPending('verify');
    try {
      await onVerify(digits.join(''));
    } finally {
      setPending(null);
    }
  }

  async function resend() {
    setPending('resend');
    try {
      if (await onResend()) {
        restart();
        setDigits(EMPTY);
        focusBox(0);
      }
    } finally {
      setPending(null);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-ink">
        {t('title')}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {t.rich('codePanel.sentTo', { length: OTP_LENGTH, phone: () => <span className="font-semibold whitespace-nowrap text-ink">{phone}</span> })}
      </p>
      <Button variant="link" size="sm" className="mt-1 -ml-3" onClick={onChangeNumber}>
        {t('codePanel.changeNumber')}
      </Button>

      <fieldset className="mt-6">
        <legend className="sr-only">{t('codePanel.codeLegend')}</legend>
        <div className="flex justify-between gap-1.5 sm:justify-start sm:gap-3">
          {digits.map((digit, index) => (
            <input
              key={index}
              ref={(node) => {
                boxes.current[index] = node;
              }}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={t('codePanel.digit', { index: index + 1, length: OTP_LENGTH })}
              value={digit}
              onChange={(event) => onChange(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
              onFocus={(event) => event.target.select()}
              className="h-12 w-full max-w-12 min-w-0 rounded-lg border border-slate-300 text-center text-xl font-semibold text-ink shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 sm:h-14 sm:max-w-14"
            />
          ))}
        </div>
      </fieldset>

      <div className="mt-5 flex flex-wrap items-center gap-x-2 text-sm">
        <Button variant="link" size="sm" className="-ml-3" disabled={remaining > 0 || pending !== null} loading={pending === 'resend'} onClick={resend}>
          {t('codePanel.resend')}
        </Button>
        <span className="font-mono text-muted tabular-nums">{formatCountdown(remaining)}</span>
      </div>

      <Button type="submit" fullWidth size="lg" className="mt-6" disabled={!complete || pending !== null} loading={pending === 'verify'}>
        {t('codePanel.confirm')}
      </Button>
    </form>
  );
}
