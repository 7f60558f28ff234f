import { useState } from 'react';
import { cardNameOf } from '#shared/cards/card-name';
import { cardWaitsForInviteeMessage, COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import type { Team, TeamCard, TeamMember } from '#shared/schemas/teams';
import { Button } from '#web/components/ui/button';
import { Panel } from '#web/components/ui/panel';
import { QueryState } from '#web/components/ui/query-state';
import { useMutationForm } from '#web/hooks/use-mutation-form';
import { useTeamMembers } from '../api/members';
import { useAddToPool, useAssignCard, useOwnPersonalCards, useTeamCards } from '../api/team-cards';
import { memberName } from '../components/members-table';
import { TeamArea } from '../components/team-area';

/**
 * /team/cards: the team's cards, each given to an active member or a waiting invitation, or left
 * in the pool.
 */
export function TeamCardsPage() {
  return <TeamArea>{(team) => <Cards team={team} />}</TeamArea>;
}

/** A card as the pool lists it: what it is called, and its product. */
function cardName(card: TeamCard) {
  const product = [card.shopifyProductTitle, card.shopifyVariantTitle].filter(Boolean).join(' ');
  const { nickname, CardConfiguration: person } = card;
  return {
    title: cardNameOf({
      nickname,
      firstName: person.firstName,
      lastName: person.lastName,
      product,
    }),
    product,
  };
}

function Cards({ team }: { team: Team }) {
  const cards = useTeamCards(team.id);
  const members = useTeamMembers(team.id);
  // When the screen opened: an invitation expired since then is refused by the server (409).
  const [now] = useState(Date.now);
  if (!cards.isSuccess) return <QueryState query={cards} />;
  if (!members.isSuccess) return <QueryState query={members} />;
  // Active members, and invitations still waiting (a card given to one is theirs when they join).
  const holders = members.data.filter(
    (member) =>
      member.status === 'active' ||
      (member.status === 'invited' &&
        !!member.inviteExpiresAt &&
        Date.parse(member.inviteExpiresAt) > now),
  );
  return (
    <div className="grid max-w-4xl grid-cols-1 gap-6">
      <Panel title={SCREENS.teamCardsTitle}>
        {cards.data.length === 0 ? (
          <p className="text-sm text-gray-600">{COPY.emptyCardPool}</p>
        ) : (
          <ul className="divide-y divide-gray-100" aria-label={SCREENS.teamCardsTitle}>
            {cards.data.map((card) => (
              <CardRow key={card.id} team={team} card={card} members={holders} />
            ))}
          </ul>
        )}
      </Panel>
      {/* The pool is filled by the team's owner and admins; a department admin hands it out. */}
      {team.role !== 'member' && <AddOwnCards team={team} />}
    </div>
  );
}

function CardRow({ team, card, members }: { team: Team; card: TeamCard; members: TeamMember[] }) {
  const assign = useMutationForm(useAssignCard(team.id));
  const { title, product } = cardName(card);
  const selectId = `assignee-${card.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-gray-900">{title}</p>
        <p className="text-sm text-gray-600">
          {product} · /c/{card.code}
        </p>
        {card.assignee?.waiting && (
          <p className="text-sm text-amber-700">
            {cardWaitsForInviteeMessage(memberName(card.assignee))}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={selectId} className="sr-only">
          {SCREENS.teamHolderOfLabel(title)}
        </label>
        <select
          id={selectId}
          value={card.assignee?.memberId ?? ''}
          disabled={assign.busy}
          onChange={(event) =>
            void assign.run({ cardId: card.id, memberId: event.target.value || null })
          }
          className="rounded-md border-0 py-1.5 pe-8 ps-2 text-sm text-gray-900 ring-1 ring-gray-300 ring-inset focus:ring-2 focus:ring-brand-500"
        >
          <option value="">{SCREENS.teamInThePool}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.status === 'invited'
                ? SCREENS.teamInvitedMember(memberName(member))
                : memberName(member)}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}

/** The admin's own cards, not in a team yet, put into the pool in one step. */
function AddOwnCards({ team }: { team: Team }) {
  const own = useOwnPersonalCards();
  const add = useMutationForm(useAddToPool(team.id));
  const [chosen, setChosen] = useState<number[]>([]);
  if (!own.isSuccess || own.data.length === 0) return null;
  const submit = async () => {
    await add.run(chosen, () => {
      setChosen([]);
    });
  };
  return (
    <Panel title={SCREENS.teamAddMyCardsToThePool}>
      <fieldset className="space-y-2">
        <legend className="sr-only">{SCREENS.teamMyCards}</legend>
        {own.data.map((card) => {
          const { title, product } = cardName({ ...card, assignee: null });
          return (
            <label key={card.id} className="flex items-center gap-3 text-sm text-gray-900">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-gray-300 text-brand-600 focus:ring-brand-600"
                checked={chosen.includes(card.id)}
                onChange={(event) =>
                  setChosen((ids) =>
                    event.target.checked ? [...ids, card.id] : ids.filter((id) => id !== card.id),
                  )
                }
              />
              {title} ({product})
            </label>
          );
        })}
      </fieldset>
      <Button
        className="mt-4"
        disabled={chosen.length === 0 || add.busy}
        onClick={() => void submit()}
      >
        {SCREENS.teamAddToThePool}
      </Button>
    </Panel>
  );
}

export default TeamCardsPage;
