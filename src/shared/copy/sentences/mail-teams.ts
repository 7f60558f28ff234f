// The mails of a team: an invitation, a card given, a change request decided, a domain lost.
import { icu } from './language';

export const mailInviteSubject = "You're invited to join a team on Catalyst Connect";
export const mailInvitePreview = "You are invited to a team's digital business cards.";
export const mailInviteAnAdmin = 'An admin of the team';
export const mailInviteBody = icu<[who: string, team: string]>(
  "{who} invited you to join {team} on Catalyst Connect, where the team's digital business cards are managed.",
  'who',
  'team',
);
export const mailInviteAccept =
  'Accept the invitation with the account of this e-mail address, or create one in a minute from the same page.';
export const mailInviteAction = icu<[team: string]>('Join {team}', 'team');
export const mailInviteNote =
  'This link works for 7 days. If you did not expect it, you can ignore this e-mail.';

export const mailCardHolderSubject = icu<[team: string]>('A card from {team} is yours', 'team');
export const mailCardHolderPreview = icu<[team: string, product: string]>(
  '{team} gave you a {product} card.',
  'team',
  'product',
);
export const mailCardHolderBody = icu<[team: string, product: string]>(
  "{team} gave you a {product} card on Catalyst Connect. It carries your name and e-mail under the company's details now, and nothing of whoever held it before.",
  'team',
  'product',
);
export const mailCardHolderCheck = 'Check your title, add your phone and photo, and share it.';
export const mailOpenYourCard = 'Open your card';
export const mailCardHolderNote =
  'You are receiving this because an admin of your team gave you the card.';

export const mailChangeRequestSubject = icu<[approved: boolean]>(
  '{approved, select, true {Your change request was approved} other {Your change request was not approved}}',
  'approved',
);
export const mailChangeRequestPreview = icu<[field: string]>('{field} on your team card.', 'field');
export const mailQuotedValue = icu<[value: string]>('"{value}"', 'value');
export const mailEmptyValue = 'empty';
export const mailChangeRequestApproved = icu<[team: string, field: string, value: string]>(
  'An admin of {team} approved your request: {field} on your card is now {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestKept =
  'The team template leaves this field alone on your card until an admin resets it.';
export const mailChangeRequestRejected = icu<[team: string, field: string, value: string]>(
  'An admin of {team} did not approve your request to set {field} to {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestReason = icu<[reason: string]>('Their reason: {reason}', 'reason');
export const mailSeeChangeRequests = 'See your change requests';
export const mailChangeRequestNote =
  'You are receiving this because you asked your team to change a field of your card.';

export const mailDomainSubject = icu<[domain: string]>(
  '{domain} is no longer verified for your team',
  'domain',
);
export const mailDomainPreview = icu<[domain: string]>(
  'The TXT record of {domain} has been missing for 7 days.',
  'domain',
);
export const mailDomainBody = icu<
  [txtName: string, txtValue: string, team: string, domain: string]
>(
  'For 7 days, the daily check has not found the TXT record {txtName} with the value {txtValue}, which proves that {team} owns {domain}. The domain is no longer verified: single sign-on no longer applies to its addresses.',
  'txtName',
  'txtValue',
  'team',
  'domain',
);
export const mailDomainFix =
  'Create the record again at your DNS provider, then verify the domain on the Sign-in tab of your team.';
export const mailVerifyDomain = 'Verify the domain';
export const mailTeamOwnerNote =
  'You are receiving this because you own the team on Catalyst Connect.';
