import { buildPath, ROUTES } from '#shared/routes';
import type { Card } from '#shared/schemas/cards';
import { Checklist, type ChecklistStep } from '#web/components/ui/checklist';
import { onboardingStepDone } from '#web/lib/onboarding';

/** The four steps of a first hour, each done by what the owner's cards already show. */
export function gettingStartedSteps(
  cards: Card[],
  active: boolean,
  totalViews: number,
): ChecklistStep[] {
  const first = cards[0]!;
  const edit = buildPath(ROUTES.cardEdit, { id: first.id });
  const config = (card: Card) => card.CardConfiguration;
  return [
    {
      title: 'Add a photo',
      description: 'People remember a face: it shows on your card page and in their contacts.',
      done: cards.some((card) => config(card).profileImageUrl),
      to: edit,
      action: 'Add a photo',
    },
    {
      title: 'Fill in your name, title and phone',
      description: 'What people save when they tap Download Contact.',
      done: cards.some((card) => {
        const c = config(card);
        return Boolean((c.firstName || c.lastName) && c.workTitle && (c.cellPhone || c.workPhone));
      }),
      to: edit,
      action: 'Fill in details',
    },
    {
      title: 'Share your card once',
      description: 'Show its QR code to someone, or send them your link.',
      done: totalViews > 0 || onboardingStepDone('opened-share'),
      to: buildPath(ROUTES.cardShare, { id: first.id }),
      action: 'Share my card',
    },
    active
      ? {
          title: 'Set up your Connect profile',
          description: 'Your handle, theme, buttons and a contact form on one page.',
          done: cards.some((card) => card.handle),
          to: buildPath(ROUTES.cardProfileEdit, { id: first.id }),
          action: 'Set up profile',
        }
      : {
          title: 'See what a Connect profile adds',
          description: 'A page of your own with buttons, links and a contact form.',
          done: onboardingStepDone('saw-connect'),
          to: ROUTES.subscribe,
          action: 'See Connect',
        },
  ];
}

/**
 * Home's checklist for a first hour (docs/product.md#card-tab): four steps with their progress,
 * each leading to where it is done, shown until all four are.
 */
export function GettingStarted({
  cards,
  active,
  totalViews,
}: {
  cards: Card[];
  active: boolean;
  totalViews: number;
}) {
  if (cards.length === 0) return null;
  return (
    <Checklist
      id="getting-started-title"
      title="Get started"
      label="Getting started"
      steps={gettingStartedSteps(cards, active, totalViews)}
    />
  );
}
