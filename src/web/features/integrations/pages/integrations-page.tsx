import { PageHeader } from '#web/components/page-header';
import { ApiKeysSection } from '../components/api-keys-section';
import { WebhooksSection } from '../components/webhooks-section';

const OWN = { teamId: null };

/** /integrations: the owner's own webhooks and API keys (issue 32). */
export function IntegrationsPage() {
  return (
    <>
      <PageHeader title="Integrations" />
      <div className="max-w-3xl space-y-6">
        <WebhooksSection scope={OWN} />
        <ApiKeysSection />
      </div>
    </>
  );
}

export default IntegrationsPage;
