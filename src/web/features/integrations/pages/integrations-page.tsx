import { PageHeader } from '#web/components/page-header';
import { ApiKeysSection } from '../components/api-keys-section';
import { HubSpotSection } from '../components/hubspot-section';
import { WebhooksSection } from '../components/webhooks-section';

const OWN = { teamId: null };

/** /integrations: the owner's own HubSpot, webhooks and API keys (docs/product.md#integrations). */
export function IntegrationsPage() {
  return (
    <>
      <PageHeader title="Integrations" />
      <div className="max-w-3xl space-y-6">
        <HubSpotSection scope={OWN} />
        <WebhooksSection scope={OWN} />
        <ApiKeysSection />
      </div>
    </>
  );
}

export default IntegrationsPage;
