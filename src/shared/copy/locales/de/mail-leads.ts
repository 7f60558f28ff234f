import { icu } from './language';

export const mailNewLeadSubject = icu<[name: string]>(
  'Neue Nachricht von {name} über Catalyst Connect',
  'name',
);
export const mailNewLeadShared = icu<[name: string]>('{name} hat Kontaktdaten geteilt.', 'name');
export const mailNewLeadSent = icu<[name: string]>(
  '{name} hat Ihnen über Ihr Connect-Profil eine Nachricht gesendet:',
  'name',
);
export const mailNewLeadSharedProfile = icu<[name: string]>(
  '{name} hat über Ihr Connect-Profil Kontaktdaten geteilt.',
  'name',
);
export const mailNewLeadEmail = icu<[email: string]>('E-Mail: {email}', 'email');
export const mailNewLeadPhone = icu<[phone: string]>('Telefon: {phone}', 'phone');
export const mailNewLeadReply = 'Antworten Sie auf diese E-Mail, um direkt zu antworten.';
export const mailSeeAllMessages = 'Alle Nachrichten ansehen';
export const mailNewLeadNote =
  'Sie erhalten diese E-Mail, weil jemand das Kontaktformular Ihres Catalyst Connect-Profils verwendet hat.';

export const mailContactSubject = icu<[ownerName: string]>('Kontakt von {ownerName}', 'ownerName');
export const mailContactPreview = icu<[ownerName: string]>(
  'Kontakt von {ownerName} zum Speichern auf Ihrem Smartphone.',
  'ownerName',
);
export const mailContactBody = icu<[ownerName: string]>(
  'Hier ist der Kontakt von {ownerName}, wie auf der Catalyst Connect-Seite angefordert. Öffnen Sie die angehängte Datei, um ihn auf Ihrem Smartphone oder Computer zu speichern.',
  'ownerName',
);
export const mailReplyToWrite = icu<[ownerName: string]>(
  'Antworten Sie auf diese E-Mail, um {ownerName} zu schreiben.',
  'ownerName',
);
export const mailOpenOwnerPage = icu<[ownerName: string]>(
  'Seite von {ownerName} öffnen',
  'ownerName',
);
export const mailContactNote =
  'Sie erhalten diese E-Mail, weil sie für diese Adresse einmalig nach dem Senden einer Nachricht angefordert wurde.';

export const mailViewOwnerCard = icu<[ownerName: string]>(
  'Karte von {ownerName} ansehen',
  'ownerName',
);
export const mailFollowUpNote = icu<[ownerName: string]>(
  'Sie erhalten diese E-Mail, weil Sie zugestimmt haben, von {ownerName} kontaktiert zu werden. Antworten Sie darauf, um {ownerName} zu schreiben; mit der angehängten Datei speichern Sie den Kontakt.',
  'ownerName',
);

export const mailWebhookPreview = icu<[url: string]>(
  'Zustellungen an {url} schlagen seit 5 Tagen fehl.',
  'url',
);
export const mailWebhookBody = icu<[url: string]>(
  'Jede Zustellung an {url} ist 5 Tage lang fehlgeschlagen, daher sendet Catalyst Connect nicht mehr dorthin. Neue Leads werden weiterhin in Ihrem Konto gespeichert.',
  'url',
);
export const mailWebhookFix =
  'Beheben Sie das Problem beim Empfänger und schalten Sie den Webhook dann wieder ein; die verpassten Zustellungen können Sie über sein Zustellprotokoll erneut senden.';
export const mailOpenIntegrations = 'Integrationen öffnen';
export const mailWebhookNote =
  'Sie erhalten diese E-Mail einmalig, wenn der Webhook abgeschaltet wird.';
