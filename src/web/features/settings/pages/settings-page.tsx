import { SCREENS } from '#shared/copy/screens';
import { PageHeader } from '#web/components/page-header';
import { QueryState } from '#web/components/ui/query-state';
import { useCurrentUser } from '#web/lib/current-user';
import { AccountDataSection } from '../components/account-data-section';
import { BillingSection } from '../components/billing-section';
import { ChangePasswordForm } from '../components/change-password-form';
import { LanguageSection } from '../components/language-section';
import { PasskeysSection } from '../components/passkeys-section';
import { PersonalInformationForm } from '../components/personal-information-form';
import { SecuritySection } from '../components/security-section';
import { SessionsSection } from '../components/sessions-section';
import { TwoStepSection } from '../components/two-step-section';

/**
 * /profile and /settings (docs/product.md#screens): Personal Information, Language, Password,
 * Security, Billing, Your Data.
 */
export function SettingsPage() {
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  return (
    <>
      <PageHeader
        title={SCREENS.settingsProfileAndSettings}
        breadcrumbs={[{ label: SCREENS.settingsProfileAndSettings }]}
      />
      <QueryState query={currentUser} />
      {user && (
        <div className="divide-y divide-gray-200 rounded-lg bg-white px-6 shadow-sm ring-1 ring-gray-900/5">
          <PersonalInformationForm user={user} />
          <ChangePasswordForm />
          <LanguageSection user={user} />
          <SecuritySection>
            <TwoStepSection />
            <PasskeysSection />
            <SessionsSection />
          </SecuritySection>
          <BillingSection user={user} />
          <AccountDataSection />
        </div>
      )}
    </>
  );
}

export default SettingsPage;
