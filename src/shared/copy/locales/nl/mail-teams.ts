import { icu } from './language';

export const mailInviteSubject = 'Je bent uitgenodigd voor een team op Catalyst Connect';
export const mailInvitePreview =
  'Je bent uitgenodigd voor de digitale visitekaartjes van een team.';
export const mailInviteAnAdmin = 'Een beheerder van het team';
export const mailInviteBody = icu<[who: string, team: string]>(
  '{who} heeft je uitgenodigd om lid te worden van {team} op Catalyst Connect, waar de digitale visitekaartjes van het team worden beheerd.',
  'who',
  'team',
);
export const mailInviteAccept =
  'Accepteer de uitnodiging met het account van dit e-mailadres, of maak er op dezelfde pagina in een minuut een aan.';
export const mailInviteAction = icu<[team: string]>('Lid worden van {team}', 'team');
export const mailInviteNote =
  'Deze link is 7 dagen geldig. Had je dit niet verwacht, dan kun je deze e-mail negeren.';

export const mailCardHolderSubject = icu<[team: string]>(
  'Een kaart van {team} is nu van jou',
  'team',
);
export const mailCardHolderPreview = icu<[team: string, product: string]>(
  '{team} heeft je een {product}-kaart gegeven.',
  'team',
  'product',
);
export const mailCardHolderBody = icu<[team: string, product: string]>(
  '{team} heeft je een {product}-kaart gegeven op Catalyst Connect. Er staan nu je naam en e-mailadres op onder de gegevens van het bedrijf, en niets meer van wie hem eerder had.',
  'team',
  'product',
);
export const mailCardHolderCheck =
  'Controleer je functie, voeg je telefoonnummer en foto toe, en deel hem.';
export const mailOpenYourCard = 'Je kaart openen';
export const mailCardHolderNote =
  'Je ontvangt dit omdat een beheerder van je team je de kaart heeft gegeven.';

export const mailChangeRequestSubject = icu<[approved: boolean]>(
  '{approved, select, true {Je wijzigingsverzoek is goedgekeurd} other {Je wijzigingsverzoek is niet goedgekeurd}}',
  'approved',
);
export const mailChangeRequestPreview = icu<[field: string]>('{field} op je teamkaart.', 'field');
export const mailQuotedValue = icu<[value: string]>('“{value}”', 'value');
export const mailEmptyValue = 'leeg';
export const mailChangeRequestApproved = icu<[team: string, field: string, value: string]>(
  'Een beheerder van {team} heeft je verzoek goedgekeurd: {field} op je kaart is nu {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestKept =
  'Het teamsjabloon laat dit veld op je kaart ongemoeid tot een beheerder het terugzet.';
export const mailChangeRequestRejected = icu<[team: string, field: string, value: string]>(
  'Een beheerder van {team} heeft je verzoek om {field} op {value} te zetten niet goedgekeurd.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestReason = icu<[reason: string]>('De reden: {reason}', 'reason');
export const mailSeeChangeRequests = 'Je wijzigingsverzoeken bekijken';
export const mailChangeRequestNote =
  'Je ontvangt dit omdat je je team hebt gevraagd een veld van je kaart te wijzigen.';

export const mailDomainSubject = icu<[domain: string]>(
  '{domain} is niet meer geverifieerd voor je team',
  'domain',
);
export const mailDomainPreview = icu<[domain: string]>(
  'Het TXT-record van {domain} ontbreekt al 7 dagen.',
  'domain',
);
export const mailDomainBody = icu<
  [txtName: string, txtValue: string, team: string, domain: string]
>(
  'Al 7 dagen vindt de dagelijkse controle het TXT-record {txtName} met de waarde {txtValue} niet, dat bewijst dat {domain} van {team} is. Het domein is niet meer geverifieerd: single sign-on geldt niet meer voor de adressen ervan.',
  'txtName',
  'txtValue',
  'team',
  'domain',
);
export const mailDomainFix =
  'Maak het record opnieuw aan bij je DNS-provider en verifieer het domein daarna op het tabblad Inloggen van je team.';
export const mailVerifyDomain = 'Het domein verifiëren';
export const mailTeamOwnerNote =
  'Je ontvangt dit omdat je eigenaar bent van het team op Catalyst Connect.';
