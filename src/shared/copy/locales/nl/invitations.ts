// An expired invitation link.
export const newInvitationOnItsWay =
  'Als deze link een uitnodiging was, is er een nieuwe onderweg naar het adres waarnaar hij is verstuurd. Die is 7 dagen geldig.';
export const tooManyInvitationRequests =
  'Te veel verzoeken om een nieuwe link. Wacht even en probeer het opnieuw.';

/** What cancelling changes, in the cancellation box and its dialog. */
export const cancelSubscriptionConsequences =
  'Je Connect-profiel blijft online tot het einde van de periode waarvoor je hebt betaald. Daarna tonen dezelfde adressen, ook je gebruikersnaam, je gratis kaartpagina: je naam, functie, bedrijf, foto, hoe je bereikbaar bent en ‘Contact opslaan’. Je knoppen, links, thema en contactformulier komen terug als je opnieuw een abonnement neemt.';

/** Insights: a total with nothing in the period before to compare it with. */
export const noPreviousPeriodData = 'Geen gegevens voor de vorige periode';

/** 'Copy details from...'. */
export const copyFromItself =
  'Een kaart kan haar eigen gegevens niet kopiëren: kies een andere kaart.';
export const detailsCopied = 'Gegevens gekopieerd';
export const copyDetailsQuestion =
  'Deze kaart neemt de contactgegevens, foto, het logo, de QR-stijl en het Connect-profiel van de andere kaart over. Haar eigen gebruikersnaam en bijnaam blijven; wijzigingen op deze pagina die nog niet zijn opgeslagen, gaan verloren.';
