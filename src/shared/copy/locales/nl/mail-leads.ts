import { icu } from './language';

export const mailNewLeadSubject = icu<[name: string]>(
  'Nieuw bericht van {name} via Catalyst Connect',
  'name',
);
export const mailNewLeadShared = icu<[name: string]>(
  '{name} heeft zijn of haar gegevens gedeeld.',
  'name',
);
export const mailNewLeadSent = icu<[name: string]>(
  '{name} heeft je een bericht gestuurd via je Connect-profiel:',
  'name',
);
export const mailNewLeadSharedProfile = icu<[name: string]>(
  '{name} heeft gegevens gedeeld via je Connect-profiel.',
  'name',
);
export const mailNewLeadEmail = icu<[email: string]>('E-mail: {email}', 'email');
export const mailNewLeadPhone = icu<[phone: string]>('Telefoon: {phone}', 'phone');
export const mailNewLeadReply = 'Beantwoord deze e-mail om direct te reageren.';
export const mailSeeAllMessages = 'Alle berichten bekijken';
export const mailNewLeadNote =
  'Je ontvangt dit omdat iemand het contactformulier van je Catalyst Connect-profiel heeft gebruikt.';

export const mailContactSubject = icu<[ownerName: string]>(
  'Contactgegevens van {ownerName}',
  'ownerName',
);
export const mailContactPreview = icu<[ownerName: string]>(
  'Contactgegevens van {ownerName}, om op je telefoon te bewaren.',
  'ownerName',
);
export const mailContactBody = icu<[ownerName: string]>(
  'Hier zijn de contactgegevens van {ownerName}, zoals je vroeg op de Catalyst Connect-pagina. Open het bijgevoegde bestand om ze op je telefoon of computer op te slaan.',
  'ownerName',
);
export const mailReplyToWrite = icu<[ownerName: string]>(
  'Beantwoord deze e-mail om {ownerName} te schrijven.',
  'ownerName',
);
export const mailOpenOwnerPage = icu<[ownerName: string]>(
  'Pagina van {ownerName} openen',
  'ownerName',
);
export const mailContactNote =
  'Je ontvangt dit omdat dit adres erom vroeg, één keer, na het sturen van een bericht.';

export const mailViewOwnerCard = icu<[ownerName: string]>(
  'Kaart van {ownerName} bekijken',
  'ownerName',
);
export const mailFollowUpNote = icu<[ownerName: string]>(
  'Je ontvangt dit omdat je ermee hebt ingestemd dat {ownerName} contact met je opneemt. Beantwoord deze e-mail om {ownerName} te schrijven; met het bijgevoegde bestand bewaar je de contactgegevens.',
  'ownerName',
);

export const mailWebhookPreview = icu<[url: string]>(
  'Leveringen aan {url} mislukken al 5 dagen.',
  'url',
);
export const mailWebhookBody = icu<[url: string]>(
  'Elke levering aan {url} is 5 dagen lang mislukt, dus Catalyst Connect is gestopt met verzenden. Nieuwe leads worden nog steeds in je account bewaard.',
  'url',
);
export const mailWebhookFix =
  'Herstel de ontvanger en zet de webhook daarna weer aan; de gemiste leveringen kun je opnieuw versturen vanuit het leveringslogboek.';
export const mailOpenIntegrations = 'Integraties openen';
export const mailWebhookNote = 'Je ontvangt dit één keer, wanneer de webhook wordt uitgezet.';
