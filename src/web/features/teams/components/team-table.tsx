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
  listOnPhone = false,
}: {
  caption: string;
  /** The heading cells: ColumnHeading, or a th of its own (a sort button). */
  columns: ReactNode;
  children: ReactNode;
  /**
   * On a phone each row is a block of its own, its first cell across the width and the others
   * wrapping under it (docs/product.md#teams); the roles keep it a table for screen readers.
   */
  listOnPhone?: boolean;
}) {
  const phone = listOnPhone
    ? 'max-sm:block max-sm:[&_tbody]:block max-sm:[&_tr]:flex max-sm:[&_tr]:flex-wrap max-sm:[&_tr]:items-center max-sm:[&_tr]:py-2 max-sm:[&_td]:block max-sm:[&_td]:py-1.5 max-sm:[&_td:first-child]:basis-full'
    : '';
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-gray-900/5">
      <table role="table" className={`min-w-full divide-y divide-gray-200 text-sm ${phone}`}>
        <caption className="sr-only">{caption}</caption>
        <thead
          className={`bg-gray-50 text-start text-gray-900 ${listOnPhone ? 'max-sm:sr-only' : ''}`}
        >
          <tr>{columns}</tr>
        </thead>
        <tbody className="divide-y divide-gray-100">{children}</tbody>
      </table>
    </div>
  );
}
