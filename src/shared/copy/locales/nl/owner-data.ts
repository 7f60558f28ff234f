// The owner's own data (Settings → Your Data): the download and the account's deletion.
export const accountDataTitle = 'Je gegevens';
export const accountDataDescription =
  'Download een kopie van alles wat we over je bewaren, of verwijder je account.';
export const downloadMyData = 'Mijn gegevens downloaden';
export const downloadingMyData = 'Voorbereiden...';
export const accountDataContents =
  'Eén JSON-bestand: je account, kaarten, Connect-profielen, ontvangen berichten, abonnement en links naar je afbeeldingen.';
export const accountDataDownloadFailed =
  'Je gegevens kunnen niet worden gedownload. Probeer het opnieuw.';
export const deleteAccountTitle = 'Account verwijderen';
export const deleteAccountSummary = 'Verwijdert je account en alles erin voorgoed.';
export const deleteAccountButton = 'Account verwijderen';
export const deleteAccountQuestion =
  'Je abonnement stopt meteen. Je kaarten worden gewist en vrijgegeven: hun gegevens, Connect-profielen, gebruikersnamen, berichten en Insights worden verwijderd en hun links werken niet meer. Ook je afbeeldingen worden verwijderd. Dit kan niet ongedaan worden gemaakt.';
export const deleteAccountPasswordLabel = 'Je wachtwoord';
export const deleteAccountConfirm = 'Mijn account verwijderen';
export const deleteAccountKeep = 'Nee, account behouden';
export const deleteAccountFailed = 'Je account kan niet worden verwijderd. Probeer het opnieuw.';
export const accountDeleted = 'Je account is verwijderd.';
