import { icu } from './language';

export const mailInviteSubject = 'Sie sind eingeladen, einem Team auf Catalyst Connect beizutreten';
export const mailInvitePreview = 'Sie sind zu den digitalen Visitenkarten eines Teams eingeladen.';
export const mailInviteAnAdmin = 'Ein Admin des Teams';
export const mailInviteBody = icu<[who: string, team: string]>(
  '{who} hat Sie eingeladen, {team} auf Catalyst Connect beizutreten, wo die digitalen Visitenkarten des Teams verwaltet werden.',
  'who',
  'team',
);
export const mailInviteAccept =
  'Nehmen Sie die Einladung mit dem Konto dieser E-Mail-Adresse an oder erstellen Sie auf derselben Seite in einer Minute ein neues.';
export const mailInviteAction = icu<[team: string]>('{team} beitreten', 'team');
export const mailInviteNote =
  'Dieser Link ist 7 Tage gültig. Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.';

export const mailCardHolderSubject = icu<[team: string]>(
  'Eine Karte von {team} gehört jetzt Ihnen',
  'team',
);
export const mailCardHolderPreview = icu<[team: string, product: string]>(
  '{team} hat Ihnen eine Karte {product} gegeben.',
  'team',
  'product',
);
export const mailCardHolderBody = icu<[team: string, product: string]>(
  '{team} hat Ihnen auf Catalyst Connect eine Karte {product} gegeben. Sie trägt jetzt Ihren Namen und Ihre E-Mail-Adresse unter den Angaben des Unternehmens und nichts mehr von der Person, die sie vorher hatte.',
  'team',
  'product',
);
export const mailCardHolderCheck =
  'Prüfen Sie Ihre Position, fügen Sie Telefonnummer und Foto hinzu und teilen Sie die Karte.';
export const mailOpenYourCard = 'Ihre Karte öffnen';
export const mailCardHolderNote =
  'Sie erhalten diese E-Mail, weil ein Admin Ihres Teams Ihnen die Karte gegeben hat.';

export const mailChangeRequestSubject = icu<[approved: boolean]>(
  '{approved, select, true {Ihre Änderungsanfrage wurde genehmigt} other {Ihre Änderungsanfrage wurde nicht genehmigt}}',
  'approved',
);
export const mailChangeRequestPreview = icu<[field: string]>(
  '{field} auf Ihrer Team-Karte.',
  'field',
);
export const mailQuotedValue = icu<[value: string]>('„{value}“', 'value');
export const mailEmptyValue = 'leer';
export const mailChangeRequestApproved = icu<[team: string, field: string, value: string]>(
  'Ein Admin von {team} hat Ihre Anfrage genehmigt: {field} auf Ihrer Karte ist jetzt {value}.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestKept =
  'Die Team-Vorlage lässt dieses Feld auf Ihrer Karte unverändert, bis ein Admin es zurücksetzt.';
export const mailChangeRequestRejected = icu<[team: string, field: string, value: string]>(
  'Ein Admin von {team} hat Ihre Anfrage, {field} auf {value} zu setzen, nicht genehmigt.',
  'team',
  'field',
  'value',
);
export const mailChangeRequestReason = icu<[reason: string]>('Begründung: {reason}', 'reason');
export const mailSeeChangeRequests = 'Ihre Änderungsanfragen ansehen';
export const mailChangeRequestNote =
  'Sie erhalten diese E-Mail, weil Sie Ihr Team gebeten haben, ein Feld Ihrer Karte zu ändern.';

export const mailDomainSubject = icu<[domain: string]>(
  '{domain} ist für Ihr Team nicht mehr verifiziert',
  'domain',
);
export const mailDomainPreview = icu<[domain: string]>(
  'Der TXT-Eintrag von {domain} fehlt seit 7 Tagen.',
  'domain',
);
export const mailDomainBody = icu<
  [txtName: string, txtValue: string, team: string, domain: string]
>(
  'Seit 7 Tagen findet die tägliche Prüfung den TXT-Eintrag {txtName} mit dem Wert {txtValue} nicht, der belegt, dass {domain} zu {team} gehört. Die Domain ist nicht mehr verifiziert: Single Sign-on gilt nicht mehr für ihre Adressen.',
  'txtName',
  'txtValue',
  'team',
  'domain',
);
export const mailDomainFix =
  'Legen Sie den Eintrag bei Ihrem DNS-Anbieter erneut an und verifizieren Sie die Domain dann auf dem Tab Anmeldung Ihres Teams.';
export const mailVerifyDomain = 'Domain verifizieren';
export const mailTeamOwnerNote =
  'Sie erhalten diese E-Mail, weil Ihnen das Team auf Catalyst Connect gehört.';
