import type { ReactNode } from 'react';

const tones = {
  error: 'bg-red-50 text-red-700',
  success: 'bg-green-50 text-green-800',
  info: 'bg-blue-50 text-blue-800',
} as const;

/** An inline message box; errors are announced to screen readers. */
export function Alert({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md p-3 text-sm font-medium ${tones[tone]}`}
    >
      {children}
    </p>
  );
}
