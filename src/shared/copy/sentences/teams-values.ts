// The Team area's sentences with a value (docs/product.md#teams), and a team card's on the
// member's own screens.
import { icu } from './language';

/** The join page's toast once the invitation is accepted. */
export const joinedTeamMessage = icu<[teamName: string]>('You joined {teamName}', 'teamName');
/** Beside a field the team's template locks, and the 403 of an edit of it. */
export const setByTeamMessage = icu<[teamName: string]>('Set by {teamName}', 'teamName');
/** A member's edit of fields the team's template locks (403); `fields` is their list. */
export const lockedByTeamFieldsMessage = icu<[teamName: string, fields: string]>(
  "Set by {teamName}: {fields} cannot be changed on a team card. Ask your team's admin.",
  'teamName',
  'fields',
);
/** On a team card: who runs it. */
export const managedByTeamMessage = icu<[teamName: string]>('Managed by {teamName}', 'teamName');
/** The team's card list, under a card given to an invitation not yet accepted. */
export const cardWaitsForInviteeMessage = icu<[name: string]>('Waiting for {name} to join', 'name');
/** The title of the confirmation before the team is handed to an admin. */
export const makeOwnerTitle = icu<[memberName: string]>(
  'Make {memberName} the owner?',
  'memberName',
);
/** The owner's confirmation before handing the team to an admin. */
export const handOverTeamQuestion = icu<[teamName: string, memberName: string]>(
  '{memberName} becomes the owner of {teamName}: billing, deleting the team and handing it on are theirs from then on. You stay an admin.',
  'teamName',
  'memberName',
);
/** The toast once the team has a new owner. */
export const teamHandedOverMessage = icu<[teamName: string, memberName: string]>(
  '{memberName} now owns {teamName}',
  'teamName',
  'memberName',
);
/** The title of the owner's confirmation before a team is deleted. */
export const deleteTeamTitle = icu<[teamName: string]>('Delete {teamName}?', 'teamName');
/** The toast once a team is deleted. */
export const teamDeletedMessage = icu<[teamName: string]>('{teamName} was deleted', 'teamName');
/** The Team area of an owner whose team is deleted: where its leads still are. */
export const deletedTeamLeadsMessage = icu<[teamName: string, until: string]>(
  'Download the leads of {teamName} (available until {until})',
  'teamName',
  'until',
);
/** The Team area of a member (not an admin): where they stand. */
export const teamMemberNoticeMessage = icu<[teamName: string]>(
  "You are a member of {teamName}. Its owner and admins run the team's cards.",
  'teamName',
);
/** The template screen, before saving. */
export const cardsWillChangeMessage = icu<[count: number]>(
  '{count, plural, one {{count} card will change} other {{count} cards will change}}',
  'count',
);
/** After a CSV import. */
export const membersInvitedMessage = icu<[count: number]>(
  '{count, plural, one {{count} person invited} other {{count} people invited}}',
  'count',
);
/** After an invitation from the Team screen. */
export const invitationSentMessage = icu<[email: string]>('Invitation sent to {email}', 'email');
/** After the template is saved. */
export const templateSavedMessage = icu<[changedCards: number]>(
  '{changedCards, plural, one {Saved: {changedCards} card changed} other {Saved: {changedCards} cards changed}}',
  'changedCards',
);
/** Above the invite forms of a paid team: what one more seat does to the next invoice. */
export const seatChangeMessage = icu<[from: string, to: string]>(
  'Each person who joins adds a seat: the next invoice goes from {from} to {to} (the rest of this month prorated).',
  'from',
  'to',
);
/** The members table's question before a deactivation (docs/product.md#teams). */
export const deactivateMemberTitle = icu<[name: string]>('Deactivate {name}?', 'name');
export const deactivateMemberQuestion = icu<[name: string, team: string]>(
  "{name} leaves {team} at once: the team's card they hold goes back to the pool, its page shows {team} until it is given to someone else, and their leads stay with the team. You can reactivate them later.",
  'name',
  'team',
);
/** Home and /team of an account a team's admin deactivated (docs/product.md#teams). */
export const removedFromTeamMessage = icu<[team: string, day: string]>(
  "You were removed from {team} on {day}. The team's cards you held went back to its pool; cards of your own stay yours.",
  'team',
  'day',
);
/** Home of a buyer of several cards in no team: what a team does for them. */
export const createTeamOfferMessage = icu<[cards: number]>(
  "{cards, plural, one {You have {cards} card.} other {You have {cards} cards.}} Create a team to hand them to colleagues, keep your company's details on every card and see which cards bring leads.",
  'cards',
);
/** Home of a team member without a card yet: who gives them one, instead of the shop. */
export const teamWillAssignCard = icu<[team: string]>(
  '{team} will assign your card. It appears here as soon as they do.',
  'team',
);
