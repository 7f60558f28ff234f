import { COPY } from '#shared/copy';
import { SignInSsoSection } from '../components/sign-in-sso-section';
import { TeamArea } from '../components/team-area';

/**
 * /team/sign-in (docs/product.md#company-sign-in): the team's verified domains, its single
 * sign-on and its SCIM tokens, each a section of its own.
 */
export function TeamSignInPage() {
  return (
    <TeamArea>
      {(team) => (
        <div className="space-y-6">
          <p className="text-sm text-gray-600">{COPY.teamSignInIntro}</p>
          <SignInSsoSection teamId={team.id} />
        </div>
      )}
    </TeamArea>
  );
}

export default TeamSignInPage;
