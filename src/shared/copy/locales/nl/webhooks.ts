// Webhooks (docs/product.md#integrations): where an owner's leads and card changes are sent.
export const webhookUrlInvalid = 'Vul een http://- of https://-adres in.';
export const webhookEventsRequired = 'Kies minstens één gebeurtenis.';
export const webhookChangeRequired = 'Stuur een adres, gebeurtenissen of enabled.';
export const webhookNotFound = 'Webhook niet gevonden.';
export const tooManyWebhooks = 'Je kunt maximaal 10 webhooks hebben. Verwijder er eerst een.';
export const webhookDeliveryQueued = 'Opnieuw verstuurd. Het verschijnt zo hieronder.';
export const webhookCreated =
  'Webhook aangemaakt. Kopieer nu het ondertekeningsgeheim: het wordt maar één keer getoond.';
export const webhookDeleted = 'Webhook verwijderd.';
export const webhookSecretRotated =
  'Nieuw ondertekeningsgeheim gemaakt. Het oude ondertekent nog 24 uur, dus zet je ontvanger nu om.';
export const webhookPrivateDestination =
  'Geweigerd: het adres verwijst naar een privé-, loopback- of link-local-netwerk.';
/** A delivery's error when its stored secret no longer opens (the server's key changed). */
export const webhookSecretUnreadable =
  'Het ondertekeningsgeheim kan niet worden gelezen. Maak een nieuw ondertekeningsgeheim om opnieuw te versturen.';
export const webhookDisabledSubject = 'Een van je webhooks is uitgeschakeld';

// The Integrations screens (the owner's and the team's): webhooks.
export const webhooksIntro =
  'Een webhook stuurt een POST naar je adres als er een lead binnenkomt, verandert of wordt verwijderd, of als een kaart verandert.';
export const webhooksSigningNote =
  'Elke levering is ondertekend volgens Standard Webhooks: controleer die met het ondertekeningsgeheim, bijvoorbeeld met het pakket standardwebhooks.';
export const teamWebhooksIntro =
  'De gebeurtenissen van een teamkaart gaan alleen naar de webhooks van het team, niet naar die van het lid dat de kaart heeft.';
export const noWebhooksYet =
  'Voeg het adres toe van je CRM, van een Zapier-, Make- of n8n-hook, of van je eigen server.';
export const webhookSecretShownOnce =
  'Kopieer dit ondertekeningsgeheim nu en bewaar het veilig: het wordt niet opnieuw getoond.';
export const rotateWebhookSecretTitle = 'Nieuw ondertekeningsgeheim maken?';
export const rotateWebhookSecretQuestion =
  'Het nieuwe geheim wordt één keer getoond. Het huidige ondertekent nog 24 uur, zodat je ontvanger kan omschakelen.';
export const deleteWebhookTitle = 'Deze webhook verwijderen?';
export const deleteWebhookQuestion =
  'Er wordt niets meer naar dit adres gestuurd, en het leveringslogboek wordt ook verwijderd.';
export const webhookSwitchedOff =
  'Webhook uitgeschakeld. Er wordt niets naartoe gestuurd totdat je hem inschakelt.';
export const webhookSwitchedOn = 'Webhook ingeschakeld.';
export const webhookDisabledNote =
  'Uitgeschakeld: er wordt niets naartoe gestuurd. Schakel hem in om de volgende gebeurtenissen weer te versturen.';
export const noWebhookDeliveries =
  'Nog geen leveringen. Ze verschijnen hier zodra er een gebeurtenis plaatsvindt waar deze webhook naar luistert.';
export const webhookDeliveryNotSentYet = 'Nog niet verstuurd.';
export const teamIntegrationsNoTeam =
  'Je zit niet in een team. Maak er een aan in het gedeelte Team om de kaarten ervan naar een webhook te sturen.';
export const webhookDeliveryInFlight =
  'Deze levering wordt nu verstuurd. Probeer het over een minuut opnieuw.';
export const webhookTestTooMany =
  'Deze webhook heeft in de afgelopen minuut 10 testgebeurtenissen gekregen. Wacht een minuut en probeer het opnieuw.';
/** The message of the example lead GET /api/hooks/samples/{event} answers before any real one. */
export const exampleLeadMessage = 'Mooie presentatie! Kunnen we volgende week afspreken?';

// The Integrations screen: "Send test event" and "Verify a delivery".
export const verifyDeliveryIntro =
  'Controleer de handtekening van elke levering met het ondertekeningsgeheim van de webhook voordat je erop vertrouwt. Elke levering heeft drie headers:';
export const webhookIdHeaderNote =
  'De ID van de levering, bij elke nieuwe poging hetzelfde: gebruik die om herhalingen te negeren.';
export const webhookTimestampHeaderNote =
  'Het tijdstip waarop deze poging is ondertekend, in seconden sinds 1970: weiger leveringen die ouder zijn dan vijf minuten.';
export const webhookSignatureHeaderNote =
  'v1, dan de handtekening. Gedurende 24 uur nadat je een nieuw geheim hebt gemaakt, zijn het er twee, gescheiden door een spatie, en elk van beide is geldig.';
export const webhookSecretKeptWhole =
  'Geef de bibliotheek het volledige ondertekeningsgeheim, inclusief whsec_: haal het voorvoegsel er niet af. Controleer de body precies zoals die binnenkwam, voordat je hem parseert.';
/** Five lines of Node that verify a delivery (the standardwebhooks package on npm). */
export const verifyNodeSnippet = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook('whsec_...'); // het volledige geheim, inclusief whsec_
// rawBody: de body precies zoals die binnenkwam, vóór het parsen van JSON
const event = webhook.verify(rawBody, request.headers); // gooit een fout bij vervalsing of als hij te oud is`;
/** Five lines of Python that verify a delivery (the standardwebhooks package on PyPI). */
export const verifyPythonSnippet = `from standardwebhooks import Webhook

webhook = Webhook("whsec_...")  # het volledige geheim, inclusief whsec_
# raw_body: de body precies zoals die binnenkwam, vóór het parsen van JSON
event = webhook.verify(raw_body, request.headers)  # geeft een fout bij vervalsing of als hij te oud is`;
