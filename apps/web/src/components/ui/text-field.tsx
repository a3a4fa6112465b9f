import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Text shown inside the field's right edge, e.g. the mail domain after the employee ID. */
  suffix?: ReactNode;
  hint?: ReactNode;
};

export function TextField({ label, suffix, hint, className, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1 flex rounded-md shadow-sm focus-within:ring-2 focus-within:ring-blue-600">
        <input
          id={inputId}
          aria-describedby={hintId}
          className={cn(
            'block w-full min-w-0 border border-slate-300 bg-white px-3 py-2 text-base text-ink outline-none placeholder:text-slate-500 sm:text-sm',
            suffix ? 'rounded-l-md' : 'rounded-md',
          )}
          {...props}
        />
        {suffix && (
          <span className="inline-flex shrink-0 items-center rounded-r-md border border-l-0 border-slate-300 bg-slate-100 px-3 text-sm whitespace-nowrap text-slate-600">
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
