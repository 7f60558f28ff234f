import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import { buildPath, ROUTES } from '#shared/routes';
import { renderEmail } from './email-layout';

/** To an address a team invited: the /join-team/{token} link, 7 days. */
export function teamInvitationEmail(input: {
  to: string;
  firstName: string;
  teamName: string;
  /** Who invited them, as the team knows them ('Ada Lovelace'); empty when unknown. */
  inviterName: string;
  token: string;
  appUrl: string;
}): OutgoingMail {
  const url = `${input.appUrl}${buildPath(ROUTES.joinTeam, { token: input.token })}`;
  const who = input.inviterName.trim() || 'An admin of the team';
  return {
    to: input.to,
    ...renderEmail({
      // Neither the subject nor the preview line beside it in an inbox names the team: a team's
      // name is whatever its creator typed, and a phishing line must not head our mail.
      subject: "You're invited to join a team on Catalyst Connect",
      preview: "You are invited to a team's digital business cards.",
      greeting: input.firstName.trim() ? `Hi ${input.firstName.trim()},` : 'Hi,',
      paragraphs: [
        `${who} invited you to join ${input.teamName} on Catalyst Connect, where the team's digital business cards are managed.`,
        'Accept the invitation with the account of this e-mail address, or create one in a minute from the same page.',
      ],
      action: { label: `Join ${input.teamName}`, url },
      note: 'This link works for 7 days. If you did not expect it, you can ignore this e-mail.',
      appUrl: input.appUrl,
    }),
  };
}

/** To a card's new holder: a team card was given to them, with their details on it. */
export function cardHolderEmail(input: {
  to: string;
  firstName: string;
  teamName: string;
  cardId: number;
  /** The card's product ('Metal Black'). */
  product: string;
  appUrl: string;
}): OutgoingMail {
  const url = `${input.appUrl}${buildPath(ROUTES.cardEdit, { id: String(input.cardId) })}`;
  return {
    to: input.to,
    ...renderEmail({
      subject: `A card from ${input.teamName} is yours`,
      preview: `${input.teamName} gave you a ${input.product} card.`,
      greeting: input.firstName.trim() ? `Hi ${input.firstName.trim()},` : 'Hi,',
      paragraphs: [
        `${input.teamName} gave you a ${input.product} card on Catalyst Connect. It carries your name and e-mail under the company's details now, and nothing of whoever held it before.`,
        'Check your title, add your phone and photo, and share it.',
      ],
      action: { label: 'Open your card', url },
      note: 'You are receiving this because an admin of your team gave you the card.',
      appUrl: input.appUrl,
    }),
  };
}

/** To a member whose change request an admin decided: the field, the value, and why not. */
export function changeRequestDecidedEmail(input: {
  to: string;
  firstName: string;
  teamName: string;
  /** The field as the editor labels it ('Work Phone'). */
  field: string;
  /** The value asked for, '' for an emptied field. */
  value: string;
  approved: boolean;
  /** Why it was rejected; empty when approved. */
  reason: string;
  appUrl: string;
}): OutgoingMail {
  const url = `${input.appUrl}${ROUTES.teamChangeRequests}`;
  const asked = input.value ? `"${input.value}"` : 'empty';
  return {
    to: input.to,
    ...renderEmail({
      subject: input.approved
        ? 'Your change request was approved'
        : 'Your change request was not approved',
      preview: `${input.field} on your team card.`,
      greeting: input.firstName.trim() ? `Hi ${input.firstName.trim()},` : 'Hi,',
      paragraphs: input.approved
        ? [
            `An admin of ${input.teamName} approved your request: ${input.field} on your card is now ${asked}.`,
            'The team template leaves this field alone on your card until an admin resets it.',
          ]
        : [
            `An admin of ${input.teamName} did not approve your request to set ${input.field} to ${asked}.`,
            `Their reason: ${input.reason}`,
          ],
      action: { label: 'See your change requests', url },
      note: 'You are receiving this because you asked your team to change a field of your card.',
      appUrl: input.appUrl,
    }),
  };
}

/** To a team's owner: the daily check has not found a verified domain's TXT record for 7 days. */
export function domainUnverifiedEmail(input: {
  to: string;
  firstName: string;
  teamName: string;
  domain: string;
  txtName: string;
  txtValue: string;
  appUrl: string;
}): OutgoingMail {
  const url = `${input.appUrl}${ROUTES.teamSignIn}`;
  return {
    to: input.to,
    ...renderEmail({
      subject: `${input.domain} is no longer verified for your team`,
      preview: `The TXT record of ${input.domain} has been missing for 7 days.`,
      greeting: input.firstName.trim() ? `Hi ${input.firstName.trim()},` : 'Hi,',
      paragraphs: [
        `For 7 days, the daily check has not found the TXT record ${input.txtName} with the value ${input.txtValue}, which proves that ${input.teamName} owns ${input.domain}. The domain is no longer verified: single sign-on no longer applies to its addresses.`,
        'Create the record again at your DNS provider, then verify the domain on the Sign-in tab of your team.',
      ],
      action: { label: 'Verify the domain', url },
      note: 'You are receiving this because you own the team on Catalyst Connect.',
      appUrl: input.appUrl,
    }),
  };
}
