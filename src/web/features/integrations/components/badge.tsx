import type { ReactNode } from 'react';

const tones = {
  green: 'bg-green-50 text-green-800 ring-green-600/20',
  gray: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20',
} as const;

export type BadgeTone = keyof typeof tones;

/** A status as a small coloured pill (a webhook's, a delivery's). */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
