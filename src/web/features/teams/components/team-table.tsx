import type { ReactNode } from 'react';

/** A plain column heading of a TeamTable. */
export function ColumnHeading({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <th scope="col" className={`px-4 py-3 font-semibold ${className}`}>
      {children}
    </th>
  );
}

/**
 * The Team screens' tables (members, insights, leads): a white panel that scrolls sideways on a
 * phone, a caption for screen readers, the column headings, then the rows.
 */
export function TeamTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  /** The heading cells: ColumnHeading, or a th of its own (a sort button). */
  columns: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-gray-900/5">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-left text-gray-900">
          <tr>{columns}</tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{children}</tbody>
      </table>
    </div>
  );
}
