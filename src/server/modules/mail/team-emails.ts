import type { OutgoingMail } from '#server/adapters/mail/mail-transport';
import { sayAgain } from '#server/lib/error-language';
import { buildPath, ROUTES } from '#shared/routes';
import { renderEmail } from './email-layout';
import { greeting, mailCopy, type MailLanguage } from './mail-language';

/** To an address a team invited: the /join-team/{token} link, 7 days. */
export function teamInvitationEmail(input: {
  to: string;
  firstName: string;
  teamName: string;
  /** Who invited them, as the team knows them ('Ada Lovelace'); empty when unknown. */
  inviterName: string;
  token: string;
  appUrl: string;
  /** The language the admin chose for the invitation; null: English. */
  language: MailLanguage;
}): OutgoingMail {
  const copy = mailCopy(input.language);
  const url = `${input.appUrl}${buildPath(ROUTES.joinTeam, { token: input.token })}`;
  const who = input.inviterName.trim() || copy.mailInviteAnAdmin;
  return {
    to: input.to,
    ...renderEmail({
      // Neither the subject nor the preview line beside it in an inbox names the team: a team's
      // name is whatever its creator typed, and a phishing line must not head our mail.
      subject: copy.mailInviteSubject,
      preview: copy.mailInvitePreview,
      greeting: greeting(copy, input.firstName),
      paragraphs: [copy.mailInviteBody(who, input.teamName), copy.mailInviteAccept],
      action: { label: copy.mailInviteAction(input.teamName), url },
      note: copy.mailInviteNote,
      appUrl: input.appUrl,
      language: input.language,
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
  language: MailLanguage;
}): OutgoingMail {
  const copy = mailCopy(input.language);
  const url = `${input.appUrl}${buildPath(ROUTES.cardEdit, { id: String(input.cardId) })}`;
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailCardHolderSubject(input.teamName),
      preview: copy.mailCardHolderPreview(input.teamName, input.product),
      greeting: greeting(copy, input.firstName),
      paragraphs: [
        copy.mailCardHolderBody(input.teamName, input.product),
        copy.mailCardHolderCheck,
      ],
      action: { label: copy.mailOpenYourCard, url },
      note: copy.mailCardHolderNote,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}

/** To a member whose change request an admin decided: the field, the value, and why not. */
export function changeRequestDecidedEmail(input: {
  to: string;
  firstName: string;
  teamName: string;
  /** The field as the editor labels it in English ('Work Phone'); said in the language. */
  field: string;
  /** The value asked for, '' for an emptied field. */
  value: string;
  approved: boolean;
  /** Why it was rejected; empty when approved. */
  reason: string;
  appUrl: string;
  language: MailLanguage;
}): OutgoingMail {
  const copy = mailCopy(input.language);
  const url = `${input.appUrl}${ROUTES.teamChangeRequests}`;
  const asked = input.value ? copy.mailQuotedValue(input.value) : copy.mailEmptyValue;
  const field = sayAgain(input.field, input.language ?? 'en');
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailChangeRequestSubject(input.approved),
      preview: copy.mailChangeRequestPreview(field),
      greeting: greeting(copy, input.firstName),
      paragraphs: input.approved
        ? [copy.mailChangeRequestApproved(input.teamName, field, asked), copy.mailChangeRequestKept]
        : [
            copy.mailChangeRequestRejected(input.teamName, field, asked),
            copy.mailChangeRequestReason(input.reason),
          ],
      action: { label: copy.mailSeeChangeRequests, url },
      note: copy.mailChangeRequestNote,
      appUrl: input.appUrl,
      language: input.language,
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
  language: MailLanguage;
}): OutgoingMail {
  const copy = mailCopy(input.language);
  const url = `${input.appUrl}${ROUTES.teamSignIn}`;
  return {
    to: input.to,
    ...renderEmail({
      subject: copy.mailDomainSubject(input.domain),
      preview: copy.mailDomainPreview(input.domain),
      greeting: greeting(copy, input.firstName),
      paragraphs: [
        copy.mailDomainBody(input.txtName, input.txtValue, input.teamName, input.domain),
        copy.mailDomainFix,
      ],
      action: { label: copy.mailVerifyDomain, url },
      note: copy.mailTeamOwnerNote,
      appUrl: input.appUrl,
      language: input.language,
    }),
  };
}
