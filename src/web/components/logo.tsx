/** The Catalyst Connect mark and word mark; `light` for dark backgrounds. */
export function Logo({ light = false, className = '' }: { light?: boolean; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span
        className={`text-lg font-semibold tracking-tight ${light ? 'text-white' : 'text-gray-900'}`}
      >
        Catalyst <span className={light ? 'text-brand-500' : 'text-brand-600'}>Connect</span>
      </span>
    </span>
  );
}
