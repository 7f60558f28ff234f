import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { joinedTeamMessage, COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { buildPath, ROUTES } from '#shared/routes';
import type { TeamInvitation } from '#shared/schemas/teams';
import { CenteredCardLayout } from '#web/components/centered-card-layout';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { QueryState } from '#web/components/ui/query-state';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { useCurrentUser } from '#web/lib/current-user';
import { signIn, useSessionStatus } from '#web/lib/session';
import { errorMessage, notify } from '#web/lib/toasts';
import { useJoinTeam } from '../api/join-team';
import { useJoinWithNewAccount } from '../api/join-with-new-account';
import { useTeamInvitation } from '../api/team-invitation';
import { JoinWithNewAccountForm } from '../components/join-with-new-account-form';

const linkClass = 'font-semibold text-brand-600 hover:text-brand-700';

/** Signed in: accept with this account (the server refuses another address's, with its words). */
function JoinAsSignedIn({ token, invitation }: { token: string; invitation: TeamInvitation }) {
  const join = useJoinTeam();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const sameAddress = user.data?.email === invitation.email;
  return (
    <div className="space-y-5">
      {join.isError && <Alert tone="error">{errorMessage(join.error)}</Alert>}
      {user.data && !sameAddress && (
        <Alert tone="error">{COPY.teamInvitationForAnotherAddress}</Alert>
      )}
      <Button
        className="w-full"
        disabled={join.isPending || !sameAddress}
        onClick={() =>
          join.mutate(token, {
            onSuccess: (team) => {
              notify.success(joinedTeamMessage(team.name));
              navigate(ROUTES.home, { replace: true });
            },
          })
        }
      >
        {join.isPending ? SCREENS.teamJoining : SCREENS.teamJoinTitle(invitation.teamName)}
      </Button>
    </div>
  );
}

/** A new address: the account is made here and joins in the same step, then signs in. */
function JoinAsNewAccount({ token, invitation }: { token: string; invitation: TeamInvitation }) {
  const join = useJoinWithNewAccount();
  const joining = useMutationForm(join, { fallback: COPY.accountCreationFailed });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <JoinWithNewAccountForm
      invitation={invitation}
      onSubmit={async (values) => {
        await joining.run(
          {
            token,
            firstName: values.firstName,
            lastName: values.lastName,
            password: values.password,
          },
          async ({ team, tokens }) => {
            await signIn(queryClient, tokens);
            notify.success(joinedTeamMessage(team.name));
            navigate(ROUTES.home, { replace: true });
          },
        );
      }}
      busy={join.isPending || join.isSuccess}
    />
  );
}

/**
 * /join-team/:token, the link a team's invitation mails (docs/product.md#teams): the team and
 * the invited address, then one step to accept: with the account already signed in, by signing
 * in (and coming back here), or by creating the address's account.
 */
export function JoinTeamPage() {
  const { token = '' } = useParams();
  const status = useSessionStatus();
  const invitation = useTeamInvitation(token);

  if (!invitation.isSuccess) {
    return (
      <QueryState
        query={invitation}
        loading={<CenteredCardLayout title={SCREENS.teamOpeningYourInvitation} />}
        failed={(error) => (
          <CenteredCardLayout
            title={SCREENS.teamInvitationUnopenable}
            subtitle={
              <>
                <p>{errorMessage(error)}</p>
                <p className="mt-2">{COPY.askForANewTeamInvitation}</p>
              </>
            }
          />
        )}
      />
    );
  }
  const data = invitation.data;
  const title = SCREENS.teamJoinTitle(data.teamName);
  if (status === 'authenticated') {
    return (
      <CenteredCardLayout title={title} subtitle={SCREENS.teamInvitationFor(data.email)}>
        <JoinAsSignedIn token={token} invitation={data} />
      </CenteredCardLayout>
    );
  }
  if (data.hasAccount) {
    const back = buildPath(ROUTES.joinTeam, { token });
    return (
      <CenteredCardLayout
        title={title}
        subtitle={
          <p>
            <Link to={buildPath(ROUTES.login, { from: back })} className={linkClass}>
              {SCREENS.teamJoinLogInAs(data.email)}
            </Link>{' '}
            {SCREENS.teamJoinToAccept}
          </p>
        }
      />
    );
  }
  return (
    <CenteredCardLayout title={title} subtitle={SCREENS.teamJoinCreateAccount(data.email)}>
      <JoinAsNewAccount token={token} invitation={data} />
    </CenteredCardLayout>
  );
}

export default JoinTeamPage;
