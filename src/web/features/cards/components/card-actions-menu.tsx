import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useId } from 'react';
import { Link } from 'react-router';
import { COPY } from '#shared/copy';
import { buildPath, ROUTES } from '#shared/routes';
import type { Card } from '#shared/schemas/cards';
import { ChevronDownIcon } from '#web/components/ui/icons';
import { useCopyToClipboard } from '#web/hooks/use-copy-to-clipboard';
import { vcardUrl } from '../card-links';

const itemClass =
  'block w-full px-4 py-2 text-start text-sm text-gray-700 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:bg-gray-100';

/**
 * Actions: Copy Link and My Live Profile need an active subscription; Download vCard
 * (docs/product.md#card-tab).
 */
export function CardActionsMenu({
  card,
  link,
  active,
}: {
  card: Card;
  link: string;
  active: boolean;
}) {
  const { copied, copy } = useCopyToClipboard();
  const hintId = useId();
  // Locked items say why: a tooltip on hover, and the hint item below them for everyone else.
  const locked = active ? {} : { title: COPY.requiresConnect, 'aria-describedby': hintId };

  return (
    <div className="flex items-center gap-3">
      {copied && (
        <span role="status" className="text-sm font-medium text-green-700">
          {COPY.appCopied}
        </span>
      )}
      <Menu as="div" className="relative">
        <MenuButton className="inline-flex items-center gap-x-1.5 rounded-md bg-white px-3 py-2 text-sm font-semibold text-gray-900 shadow-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50">
          {COPY.cardUiActions}
          <ChevronDownIcon className="h-5 w-5 text-gray-400" />
        </MenuButton>
        <MenuItems
          transition
          anchor="bottom end"
          className="z-20 mt-2 w-52 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 focus:outline-none"
        >
          <MenuItem disabled={!active}>
            <button type="button" className={itemClass} onClick={() => void copy(link)} {...locked}>
              {COPY.cardUiCopyLink}
            </button>
          </MenuItem>
          <MenuItem disabled={!active}>
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              className={itemClass}
              {...locked}
            >
              {COPY.cardUiMyLiveProfile}
            </a>
          </MenuItem>
          {!active && (
            <MenuItem>
              <Link
                to={ROUTES.subscribe}
                className={`${itemClass} border-b border-gray-100 text-xs text-brand-700`}
              >
                {/* Headless UI names the item itself: the description needs an id of its own. */}
                <span id={hintId}>{COPY.requiresConnect}</span>:{' '}
                <span className="font-semibold underline">{COPY.cardUiUpgrade}</span>
              </Link>
            </MenuItem>
          )}
          <MenuItem>
            {/* `download`: a file, not a navigation, so an unsaved-changes question is not asked. */}
            <a href={vcardUrl(card, true)} download className={itemClass}>
              {COPY.appDownloadVcard}
            </a>
          </MenuItem>
          <MenuItem>
            <Link to={buildPath(ROUTES.cardShare, { id: card.id })} className={itemClass}>
              {COPY.cardUiShareScreen}
            </Link>
          </MenuItem>
          <MenuItem>
            <Link to={buildPath(ROUTES.cardEmailSignature, { id: card.id })} className={itemClass}>
              {COPY.cardUiEMailSignature}
            </Link>
          </MenuItem>
        </MenuItems>
      </Menu>
    </div>
  );
}
