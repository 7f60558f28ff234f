import type { Team } from '#shared/schemas/teams';
import { SignInScimSection } from '../components/sign-in-scim-section';
import { TeamArea } from '../components/team-area';

/**
 * /team/sign-in: the team's company sign-in (docs/product.md#company-sign-in). This page holds
 * the SCIM section; the verified domains and single sign-on sections join it.
 */
export function TeamSignInPage() {
  return <TeamArea>{(team) => <SignIn team={team} />}</TeamArea>;
}

function SignIn({ team }: { team: Team }) {
  return (
    <div className="grid max-w-4xl grid-cols-1 gap-6">
      <SignInScimSection team={team} />
    </div>
  );
}

export default TeamSignInPage;
