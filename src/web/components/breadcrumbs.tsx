import { Link } from 'react-router';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';

export interface Crumb {
  label: string;
  to?: string;
}

/** Breadcrumbs always start with Home (docs/product.md#signed-in-layout). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ label: COPY.appHome, to: ROUTES.home }, ...items];
  return (
    <nav aria-label={COPY.appBreadcrumb} className="mb-2">
      <ol className="flex flex-wrap items-center gap-2 text-sm text-gray-500">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {crumb.to && !last ? (
                <Link to={crumb.to} className="hover:text-gray-700">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="text-gray-700">
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
