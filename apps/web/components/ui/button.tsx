// Buttons and button-styled links share one set of classes so both look the same.
import clsx from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:bg-brand-700/50',
  secondary: 'border border-slate-300 bg-white text-ink shadow-sm hover:bg-slate-50 disabled:text-slate-400',
  outline: 'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-400',
  ghost: 'text-ink hover:bg-slate-100 disabled:text-slate-400',
  link: 'text-brand-700 hover:bg-brand-50 hover:text-brand-800 disabled:bg-transparent disabled:text-slate-500',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:bg-red-700/50',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
};

// The same sizes for a label that may take two lines (a name from the catalogue, a long French
// label in a narrow column): at least as tall, growing with the text instead of overflowing.
const WRAPPING_SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-5 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2.5 text-base',
};

export function buttonClasses(
  { variant = 'primary', size = 'md', fullWidth = false, wrap = false }: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; wrap?: boolean } = {},
  className?: string,
): string {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed',
    wrap ? 'text-center break-words' : 'whitespace-nowrap',
    VARIANTS[variant],
    wrap ? WRAPPING_SIZES[size] : SIZES[size],
    fullWidth && 'w-full',
    className,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Lets a long label take several lines. */
  wrap?: boolean;
  /** Shows a spinner and disables the button while a request is in flight. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant, size, fullWidth, wrap, loading = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, fullWidth, wrap }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
