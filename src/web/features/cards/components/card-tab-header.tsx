import { Link } from 'react-router';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import type { Card } from '#shared/schemas/cards';
import { PageHeader } from '#web/components/page-header';
import { EmptyState } from '#web/components/ui/empty-state';
import { Tabs } from '#web/components/ui/tabs';
import { cardLabel } from '../card-display';
import { cardTabs } from '../card-links';

/**
 * The header of a card's Connect Profile and Insights tabs: title (its nickname, else its
 * person), breadcrumbs, the tabs.
 */
export function CardTabHeader({ card, current }: { card: Card; current: 'profile' | 'insights' }) {
  const name = cardLabel(card);
  return (
    <>
      <PageHeader
        title={name}
        breadcrumbs={[{ label: COPY.appCards, to: ROUTES.home }, { label: name }]}
      />
      <Tabs tabs={cardTabs(card, current)} label={COPY.cardEdCardSections} />
    </>
  );
}

/** What a tab that needs the subscription shows without it (docs/product.md#card-tab). */
export function UpgradeEmptyState({ description }: { description: string }) {
  return (
    <EmptyState
      title={COPY.cardEdUpgradeYourAccount}
      description={description}
      action={
        <Link
          to={ROUTES.subscribe}
          className="inline-flex rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {COPY.cardEdUpgradeToCatalystConnect}
        </Link>
      }
    />
  );
}
