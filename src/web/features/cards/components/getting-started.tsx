import { COPY } from '#shared/copy';
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
      title: COPY.cardUiAddAPhoto,
      description: COPY.cardUiPeopleRememberAFaceItShows,
      done: cards.some((card) => config(card).profileImageUrl),
      to: edit,
      action: COPY.cardUiAddAPhoto,
    },
    {
      title: COPY.cardUiFillInYourNameTitleAnd,
      description: COPY.cardUiWhatPeopleSaveWhenTheyTap,
      done: cards.some((card) => {
        const c = config(card);
        return Boolean((c.firstName || c.lastName) && c.workTitle && (c.cellPhone || c.workPhone));
      }),
      to: edit,
      action: COPY.cardUiFillInDetails,
    },
    {
      title: COPY.cardUiShareYourCardOnce,
      description: COPY.cardUiShowItsQrCodeToSomeone,
      done: totalViews > 0 || onboardingStepDone('opened-share'),
      to: buildPath(ROUTES.cardShare, { id: first.id }),
      action: COPY.cardUiShareMyCard,
    },
    active
      ? {
          title: COPY.cardUiSetUpYourConnectProfile,
          description: COPY.cardUiYourHandleThemeButtonsAndA,
          done: cards.some((card) => card.handle),
          to: buildPath(ROUTES.cardProfileEdit, { id: first.id }),
          action: COPY.cardUiSetUpProfile,
        }
      : {
          title: COPY.cardUiSeeWhatAConnectProfileAdds,
          description: COPY.cardUiAPageOfYourOwnWith,
          done: onboardingStepDone('saw-connect'),
          to: ROUTES.subscribe,
          action: COPY.cardUiSeeConnect,
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
      title={COPY.cardUiGetStarted}
      label={COPY.cardUiGettingStarted}
      steps={gettingStartedSteps(cards, active, totalViews)}
    />
  );
}
