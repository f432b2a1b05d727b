// A labelled input with its error underneath, wired for screen readers (aria-invalid, aria-describedby).
import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export const inputClasses = (invalid: boolean, className?: string) =>
  clsx(
    'block h-11 w-full rounded-lg border bg-white px-3 text-base text-ink shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 md:text-sm',
    invalid ? 'border-red-600 focus:outline-red-600' : 'border-slate-300 focus:border-brand-700 focus:outline-brand-700',
    'disabled:bg-slate-100 disabled:text-slate-500',
    className,
  );

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, id, className, ref, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(hintId, errorId) || undefined}
        className={inputClasses(Boolean(error))}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}
