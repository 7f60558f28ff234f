import { Link } from 'react-router';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import { PageHeader } from '#web/components/page-header';
import { QueryState } from '#web/components/ui/query-state';
import { CrmSections } from '#web/features/integrations/components/crm-sections';
import { WebhooksSection } from '#web/features/integrations/components/webhooks-section';
import { TeamFrame } from '#web/features/teams/components/team-frame';
import { useCurrentTeam } from '#web/lib/current-team';

/**
 * /team/integrations: the team's CRMs and webhooks, for its owner and admins; a team card's
 * leads and events go to these only. A member is told who runs the team; an account in no team is sent to create one.
 */
export function TeamIntegrationsPage() {
  const team = useCurrentTeam();
  if (!team.isSuccess) return <QueryState query={team} />;
  if (!team.data) {
    return (
      <>
        <PageHeader title={COPY.appTeam} />
        <p className="text-sm text-gray-700">
          {COPY.teamIntegrationsNoTeam}{' '}
          <Link to={ROUTES.team} className="font-medium text-brand-600 underline">
            {COPY.appGoToTheTeamArea}
          </Link>
        </p>
      </>
    );
  }
  return (
    <TeamFrame team={team.data}>
      <div className="max-w-3xl space-y-6">
        <CrmSections scope={{ teamId: team.data.id }} team />
        <WebhooksSection scope={{ teamId: team.data.id }} intro={COPY.teamWebhooksIntro} />
      </div>
    </TeamFrame>
  );
}

export default TeamIntegrationsPage;
