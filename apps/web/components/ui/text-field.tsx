// Labelled form fields with their hint and error underneath, wired for screen readers
// (aria-invalid, aria-describedby). TextField, TextArea and SelectField share the shell below.
import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useLocalizeMessageLazily } from '@/lib/localize-message';

export const inputClasses = (invalid: boolean, className?: string) =>
  clsx(
    'block h-11 w-full rounded-lg border bg-white px-3 text-base text-ink shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 md:text-sm',
    invalid ? 'border-red-600 focus:outline-red-600' : 'border-slate-300 focus:border-brand-700 focus:outline-brand-700',
    'disabled:bg-slate-100 disabled:text-slate-500',
    className,
  );

/** The ids tying a control to its hint and error, and the aria attributes to spread on it. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | undefined) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return {
    fieldId,
    hintId,
    errorId,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': clsx(hintId, errorId) || undefined },
  };
}

/** Label above, control in the middle, hint and error below. */
export function Field({
  label,
  ids,
  hint,
  error,
  className,
  children,
}: {
  label: string;
  ids: ReturnType<typeof useFieldIds>;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={ids.fieldId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, id, className, ref, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <Field label={label} ids={ids} hint={hint} error={error} className={className}>
      <input ref={ref} id={ids.fieldId} {...ids.aria} className={inputClasses(Boolean(error))} {...input} />
    </Field>
  );
}

/**
 * A form error in the page's language: the shared schemas' messages are English, translated here
 * (on a French page, once the translations have loaded: never an English message in their place).
 */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  const localize = useLocalizeMessageLazily(Boolean(message));
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {localize?.(message)}
    </p>
  );
}
