import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { Panel } from '#web/components/ui/panel';
import { LoadError } from '#web/components/ui/query-state';
import { useUnassignedCards } from '../api/get-unassigned-cards';
import { CardRow } from './card-row';
import { LoadMore } from './load-more';

/**
 * The cards of deleted accounts: physical cards still in someone's hands, wiped and answering
 * 404 until an admin moves each to its next owner's e-mail.
 */
export function UnassignedCards() {
  const cards = useUnassignedCards();
  const items = cards.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Panel title={SCREENS.consoleCardsWithoutAnOwner}>
      {cards.isError && <LoadError />}
      {cards.isSuccess && items.length === 0 && (
        <p className="text-sm text-gray-500">{COPY.adminNoUnassignedCards}</p>
      )}
      {items.length > 0 && (
        <ul
          aria-label={SCREENS.consoleCardsWithoutAnOwner}
          className="-my-4 divide-y divide-gray-100"
        >
          {items.map((card) => (
            <CardRow key={card.id} card={card} active={false} />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={cards.hasNextPage}
        loading={cards.isFetchingNextPage}
        onLoad={() => void cards.fetchNextPage()}
      />
    </Panel>
  );
}
