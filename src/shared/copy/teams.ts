// The Team area's sentences with a value (docs/product.md#teams): only its lazy screens and
// the server use them, so the chunk /login loads does not carry them.

/** The title of that confirmation. */
export function makeOwnerTitle(memberName: string): string {
  return `Make ${memberName} the owner?`;
}

/** The owner's confirmation before handing the team to an admin. */
export function handOverTeamQuestion(teamName: string, memberName: string): string {
  return `${memberName} becomes the owner of ${teamName}: billing, deleting the team and handing it on are theirs from then on. You stay an admin.`;
}

/** The toast once the team has a new owner. */
export function teamHandedOverMessage(teamName: string, memberName: string): string {
  return `${memberName} now owns ${teamName}`;
}

/** The title of the owner's confirmation before a team is deleted. */
export function deleteTeamTitle(teamName: string): string {
  return `Delete ${teamName}?`;
}

/** The toast once a team is deleted. */
export function teamDeletedMessage(teamName: string): string {
  return `${teamName} was deleted`;
}

/** The Team area of an owner whose team is deleted: where its leads still are. */
export function deletedTeamLeadsMessage(teamName: string, until: string): string {
  return `Download the leads of ${teamName} (available until ${until})`;
}

/** The Team area of a member (not an admin): where they stand. */
export function teamMemberNoticeMessage(teamName: string): string {
  return `You are a member of ${teamName}. Its owner and admins run the team's cards.`;
}

/** The template screen, before saving. */
export function cardsWillChangeMessage(count: number): string {
  return count === 1 ? '1 card will change' : `${count} cards will change`;
}

/** After a CSV import. */
export function membersInvitedMessage(count: number): string {
  return count === 1 ? '1 person invited' : `${count} people invited`;
}

/** After an invitation from the Team screen. */
export function invitationSentMessage(email: string): string {
  return `Invitation sent to ${email}`;
}

/** After the template is saved. */
export function templateSavedMessage(changedCards: number): string {
  return changedCards === 1 ? 'Saved: 1 card changed' : `Saved: ${changedCards} cards changed`;
}

/** Above the invite forms of a paid team: what one more seat does to the next invoice. */
export function seatChangeMessage(from: string, to: string): string {
  return `Each person who joins adds a seat: the next invoice goes from ${from} to ${to} (the rest of this month prorated).`;
}

/** The members table's question before a deactivation (docs/product.md#teams). */
export function deactivateMemberTitle(name: string): string {
  return `Deactivate ${name}?`;
}

export function deactivateMemberQuestion(name: string, team: string): string {
  return `${name} leaves ${team} at once: the team's card they hold goes back to the pool, its page shows ${team} until it is given to someone else, and their leads stay with the team. You can reactivate them later.`;
}

/** Home and /team of an account a team's admin deactivated (docs/product.md#teams). */
export function removedFromTeamMessage(team: string, day: string): string {
  return `You were removed from ${team} on ${day}. The team's cards you held went back to its pool; cards of your own stay yours.`;
}

/** Home of a buyer of several cards in no team: what a team does for them. */
export function createTeamOfferMessage(cards: number): string {
  return `You have ${cards} cards. Create a team to hand them to colleagues, keep your company's details on every card and see which cards bring leads.`;
}

/** Home of a team member without a card yet: who gives them one, instead of the shop. */
export function teamWillAssignCard(team: string): string {
  return `${team} will assign your card. It appears here as soon as they do.`;
}
