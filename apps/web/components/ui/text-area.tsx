// A labelled multi-line input with its error underneath, wired like TextField.
import clsx from 'clsx';
import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError, inputClasses } from './text-field';

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, error, id, className, ref, rows = 4, ...input }: TextAreaProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={clsx(inputClasses(Boolean(error)), 'h-auto py-2.5')}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
