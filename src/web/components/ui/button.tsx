import type { ButtonHTMLAttributes } from 'react';
import { COPY } from '#shared/copy';
import { useHydrated } from '#web/hooks/use-hydrated';

const variants = {
  primary:
    'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600 disabled:bg-brand-600/60',
  secondary: 'bg-white text-gray-900 ring-1 ring-gray-300 ring-inset hover:bg-gray-50',
  danger:
    'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600 disabled:bg-red-600/60',
} as const;

/** A button's look, for a link that acts as one (it navigates, so it is an <a>). */
export function buttonClassName(variant: keyof typeof variants = 'primary', className = '') {
  return `inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed ${variants[variant]} ${className}`;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof variants }) {
  return <button type={type} className={buttonClassName(variant, className)} {...props} />;
}

/** What a save button says while its save is on its way. */
export const SAVING_LABEL = COPY.appSaving;

/** A form's submit button: disabled and relabelled while the form is submitting. */
export function SubmitButton({
  busy,
  label = COPY.appSave,
  busyLabel = SAVING_LABEL,
  className = '',
}: {
  busy: boolean;
  label?: string;
  busyLabel?: string;
  className?: string;
}) {
  // Disabled until hydrated: a prerendered sign-in form cannot be sent natively (decision 038).
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={busy || !hydrated} className={className}>
      {busy ? busyLabel : label}
    </Button>
  );
}
