import { COPY } from '#shared/copy';
import { SignInDomainsSection } from '../components/sign-in-domains-section';
import { SignInScimSection } from '../components/sign-in-scim-section';
import { SignInSsoSection } from '../components/sign-in-sso-section';
import { TeamArea } from '../components/team-area';

/**
 * /team/sign-in: company sign-in (docs/product.md#company-sign-in), for the owner and admins. A
 * plain stack of sections, each with its heading: verified domains, single sign-on, SCIM.
 */
export function TeamSignInPage() {
  return (
    <TeamArea>
      {(team) => (
        <div className="max-w-4xl space-y-6">
          <p className="text-sm text-gray-600">{COPY.signInPageIntro}</p>
          <SignInDomainsSection teamId={team.id} />
          <SignInSsoSection teamId={team.id} />
          <SignInScimSection team={team} />
        </div>
      )}
    </TeamArea>
  );
}

export default TeamSignInPage;
