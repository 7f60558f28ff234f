import { CRM_PROVIDERS } from '#shared/schemas/integrations';
import { useIntegrations, type IntegrationScope } from '../api/get-integrations';
import { CrmArrivalNotice, useCrmArrivals } from './crm-arrivals';
import { CrmSection } from './crm-section';
import { shownCrms } from './offered-crms';

/**
 * One section per CRM this server offers (or one already connected), for the owner or a team,
 * each with what its redirect back said; a CRM without a section (its settings removed since)
 * has that said above them.
 */
export function CrmSections({ scope, team = false }: { scope: IntegrationScope; team?: boolean }) {
  const integrations = useIntegrations(scope);
  const arrivals = useCrmArrivals();
  const connected = (integrations.data ?? []).map((integration) => integration.provider);
  const shown = shownCrms(connected);
  const unshown = CRM_PROVIDERS.flatMap((provider) => {
    const arrival = arrivals.notices[provider];
    return arrival && !shown.includes(provider) ? [{ provider, arrival }] : [];
  });
  return (
    <>
      {unshown.map(({ provider, arrival }) => (
        <CrmArrivalNotice
          key={provider}
          provider={provider}
          arrival={arrival}
          onDismiss={() => arrivals.dismiss(provider)}
        />
      ))}
      {shown.map((provider) => (
        <CrmSection
          key={provider}
          scope={scope}
          provider={provider}
          team={team}
          arrival={arrivals.notices[provider]}
          onDismissArrival={() => arrivals.dismiss(provider)}
        />
      ))}
    </>
  );
}
