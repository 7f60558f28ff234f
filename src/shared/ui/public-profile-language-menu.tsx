import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/languages';
import { usePageCopy } from './copy-context';
import type { ProfileTheme } from './public-profile-theme';

/**
 * The foot's language menu: plain links to the page in each language (`?lang=`), so it works
 * without script, each named in its own language and marked as such for screen readers (`lang`)
 * and search engines (`hreflang`); the one shown is `aria-current`. Then the accessibility
 * statement, in the page's language.
 */
export function LanguageMenu({ language, theme }: { language: Language; theme: ProfileTheme }) {
  const copy = usePageCopy();
  return (
    <nav aria-label={copy.visitorPageLanguages} className="mt-2 max-w-md px-5 text-center">
      <ul className="flex flex-wrap justify-center gap-x-1 gap-y-0.5 text-xs">
        {LANGUAGES.map((each) => (
          <li key={each}>
            <a
              href={`?lang=${each}`}
              hrefLang={each}
              lang={each}
              aria-current={each === language ? 'true' : undefined}
              // A 24 px target at least (WCAG 2.5.8), quiet until hovered or current.
              className={`inline-block min-h-6 rounded px-1.5 py-1 underline-offset-2 hover:underline aria-[current]:font-semibold aria-[current]:text-(--cc-text) ${theme.muted}`}
            >
              {LANGUAGE_NAMES[each]}
            </a>
          </li>
        ))}
      </ul>
      <a
        href={`/accessibility?lang=${language}`}
        className={`mt-1 inline-block min-h-6 py-1 text-xs underline underline-offset-2 ${theme.muted}`}
      >
        {copy.visitorPageAccessibility}
      </a>
    </nav>
  );
}
