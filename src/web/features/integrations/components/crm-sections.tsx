import { useIntegrations, type IntegrationScope } from '../api/get-integrations';
import { CrmSection } from './crm-section';
import { shownCrms } from './offered-crms';

/** One section per CRM this server offers (or one already connected), for the owner or a team. */
export function CrmSections({ scope, team = false }: { scope: IntegrationScope; team?: boolean }) {
  const integrations = useIntegrations(scope);
  const connected = (integrations.data ?? []).map((integration) => integration.provider);
  return (
    <>
      {shownCrms(connected).map((provider) => (
        <CrmSection key={provider} scope={scope} provider={provider} team={team} />
      ))}
    </>
  );
}
