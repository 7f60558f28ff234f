import { SCREENS } from '#shared/copy/screens';
import { PageHeader } from '#web/components/page-header';
import { ApiKeysSection } from '../components/api-keys-section';
import { CrmSections } from '../components/crm-sections';
import { WebhooksSection } from '../components/webhooks-section';

const OWN = { teamId: null };

/** /integrations: the owner's own CRMs, webhooks and API keys (docs/product.md#integrations). */
export function IntegrationsPage() {
  return (
    <>
      <PageHeader title={SCREENS.integrationsTitle} />
      <div className="max-w-3xl space-y-6">
        <CrmSections scope={OWN} />
        <WebhooksSection scope={OWN} />
        <ApiKeysSection />
      </div>
    </>
  );
}

export default IntegrationsPage;
