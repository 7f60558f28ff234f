/** A ranked list with a bar per row, longest first (sources, top links). */
export function RankedBars({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: Array<{ key: string; label: string; detail?: string; value: number }>;
  empty: string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-900/5">
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-gray-500">{empty}</p>
      ) : (
        <ol className="mt-4 space-y-3" aria-label={title}>
          {rows.map((row) => (
            <li key={row.key}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium text-gray-900" title={row.detail}>
                  {row.label}
                </span>
                <span className="shrink-0 text-gray-700 tabular-nums">{row.value}</span>
              </div>
              {row.detail && <p className="truncate text-xs text-gray-500">{row.detail}</p>}
              <div className="mt-1 h-2 rounded-full bg-gray-100" aria-hidden="true">
                <div
                  className="h-2 rounded-full bg-brand-500"
                  style={{ width: `${(row.value / max) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
