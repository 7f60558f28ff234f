import { Link, useNavigate } from 'react-router';

export interface TabItem {
  name: string;
  to: string;
  current: boolean;
}

/**
 * Page tabs: underlined links from `sm` up, a select on small screens (docs/product.md#card-tab).
 */
export function Tabs({ tabs, label }: { tabs: TabItem[]; label: string }) {
  const navigate = useNavigate();
  const current = tabs.find((tab) => tab.current);
  return (
    <div className="mb-6">
      <div className="sm:hidden">
        <label htmlFor="page-tabs" className="sr-only">
          {label}
        </label>
        <select
          id="page-tabs"
          value={current?.to}
          onChange={(event) => navigate(event.target.value)}
          className="block w-full rounded-md border-0 py-2 pr-10 pl-3 text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500"
        >
          {tabs.map((tab) => (
            <option key={tab.to} value={tab.to}>
              {tab.name}
            </option>
          ))}
        </select>
      </div>
      <nav className="hidden border-b border-gray-200 sm:block" aria-label={label}>
        <ul className="-mb-px flex gap-x-8">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <Link
                to={tab.to}
                aria-current={tab.current ? 'page' : undefined}
                className={`block border-b-2 px-1 py-3 text-sm font-medium ${
                  tab.current
                    ? 'border-brand-500 text-brand-600'
                    : 'border-transparent text-gray-500 hover:border-gray-300 hover:text-gray-700'
                }`}
              >
                {tab.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
