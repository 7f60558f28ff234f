import { SCREENS } from '#shared/copy/screens';
import { ROUTES } from '#shared/routes';
import type { Team } from '#shared/schemas/teams';
import { Checklist, type ChecklistStep } from '#web/components/ui/checklist';
import { useTeamMembers } from '../api/members';
import { useTeamSubscription } from '../api/team-billing';
import { useTeamCards } from '../api/team-cards';
import { useTeamTemplate } from '../api/template';

/** The id of the Members screen's invite panel, where the first step leads. */
export const INVITE_PANEL_ID = 'invite-a-colleague';

/**
 * What a new team's owner and admins do next (docs/product.md#teams), each step done by what the
 * team's data shows: someone besides the owner invited, a card in the pool, the template saved,
 * the seats' subscription started.
 */
export function TeamChecklist({ team }: { team: Team }) {
  const members = useTeamMembers(team.id);
  const cards = useTeamCards(team.id);
  const template = useTeamTemplate(team.id);
  const subscription = useTeamSubscription(team.id, { settling: false });
  if (!members.data || !cards.data || !template.data || !subscription.data) return null;
  const status = subscription.data.status;
  const steps: ChecklistStep[] = [
    {
      title: SCREENS.teamInviteYourColleagues,
      description: SCREENS.teamChecklistInviteHint,
      done: members.data.length > 1,
      to: `#${INVITE_PANEL_ID}`,
      action: SCREENS.teamInvite,
    },
    {
      title: SCREENS.teamAddCardsToThePool,
      description: SCREENS.teamChecklistCardsHint,
      done: cards.data.length > 0,
      to: ROUTES.teamCards,
      action: SCREENS.teamAddCards,
    },
    {
      title: SCREENS.teamSetTheTemplate,
      description: SCREENS.teamChecklistTemplateHint,
      done: template.data.updatedAt !== null,
      to: ROUTES.teamTemplate,
      action: SCREENS.teamSetTheTemplate,
    },
    {
      title: SCREENS.teamStartBilling,
      description: SCREENS.teamChecklistBillingHint,
      done: status === 'active' || status === 'trialing' || status === 'past_due',
      to: ROUTES.teamBilling,
      action: SCREENS.teamStartBilling,
    },
  ];
  return (
    <Checklist
      id="team-checklist-title"
      title={SCREENS.teamSetUpYourTeam}
      label={SCREENS.teamSetupLabel}
      steps={steps}
      className=""
    />
  );
}
