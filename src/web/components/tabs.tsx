import { Link } from 'react-router';

export interface TabItem {
  name: string;
  to: string;
  current: boolean;
}

/**
 * Page tabs: underlined links at every width, scrolling sideways where they do not fit; on a
 * phone they look like the navigation they are, not a form's select (issue 30;
 * docs/product.md#card-tab).
 */
export function Tabs({ tabs, label }: { tabs: TabItem[]; label: string }) {
  return (
    <nav className="mb-6 overflow-x-auto border-b border-gray-200" aria-label={label}>
      <ul className="-mb-px flex gap-x-6 sm:gap-x-8">
        {tabs.map((tab) => (
          <li key={tab.to} className="shrink-0">
            <Link
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              className={`block border-b-2 px-1 py-3 text-sm font-medium whitespace-nowrap ${
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
  );
}
