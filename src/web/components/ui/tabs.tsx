import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

export interface TabItem {
  name: string;
  to: string;
  current: boolean;
}

/** Which ends of a scrolling row have more tabs past them. */
interface Overflow {
  start: boolean;
  end: boolean;
}

function overflowOf(row: HTMLElement): Overflow {
  const max = row.scrollWidth - row.clientWidth;
  return { start: row.scrollLeft > 1, end: row.scrollLeft < max - 1 };
}

/**
 * Page tabs: underlined links at every width, scrolling sideways where they do not fit; on a phone
 * they look like the navigation they are, not a form's select (docs/product.md#card-tab). Where
 * they scroll, a fade at the edge with more tabs past it says so, and the current tab is scrolled
 * into view (docs/product.md#teams). The fades are drawn only: the links stay one list for a screen
 * reader, and Tab scrolls to each link it reaches.
 */
export function Tabs({ tabs, label }: { tabs: TabItem[]; label: string }) {
  const row = useRef<HTMLElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  const current = tabs.find((tab) => tab.current)?.to;
  useEffect(() => {
    const nav = row.current;
    if (!nav) return;
    const link = nav.querySelector<HTMLElement>('[aria-current="page"]');
    if (link) {
      // Only the row scrolls (scrollIntoView would move the page too): the tab to its middle.
      nav.scrollLeft = link.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2;
    }
    const update = () => {
      const next = overflowOf(nav);
      setOverflow((was) => (was.start === next.start && was.end === next.end ? was : next));
    };
    update();
    const resize = new ResizeObserver(update);
    resize.observe(nav);
    nav.addEventListener('scroll', update, { passive: true });
    return () => {
      resize.disconnect();
      nav.removeEventListener('scroll', update);
    };
  }, [current]);
  const fade = 'pointer-events-none absolute top-0 bottom-px w-10 from-gray-50 to-transparent';
  return (
    <div className="relative mb-6">
      <nav
        ref={row}
        className="overflow-x-auto border-b border-gray-200 [scrollbar-width:none]"
        aria-label={label}
      >
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
      {overflow.start && (
        <div
          aria-hidden="true"
          data-testid="tabs-more-before"
          className={`${fade} start-0 bg-linear-to-r`}
        />
      )}
      {overflow.end && (
        <div
          aria-hidden="true"
          data-testid="tabs-more-after"
          className={`${fade} end-0 bg-linear-to-l`}
        />
      )}
    </div>
  );
}
