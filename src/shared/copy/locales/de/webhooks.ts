// Webhooks (docs/product.md#integrations): where an owner's leads and card changes are sent.
export const webhookUrlInvalid = 'Geben Sie eine http://- oder https://-Adresse ein.';
export const webhookEventsRequired = 'Wählen Sie mindestens ein Ereignis.';
export const webhookChangeRequired = 'Senden Sie eine Adresse, Ereignisse oder enabled.';
export const webhookNotFound = 'Webhook nicht gefunden.';
export const tooManyWebhooks = 'Sie können höchstens 10 Webhooks haben. Löschen Sie zuerst einen.';
export const webhookDeliveryQueued = 'Erneut gesendet. Die Zustellung erscheint gleich unten.';
export const webhookCreated =
  'Webhook erstellt. Kopieren Sie jetzt das Signatur-Secret: Es wird nur einmal angezeigt.';
export const webhookDeleted = 'Webhook gelöscht.';
export const webhookSecretRotated =
  'Neues Signatur-Secret erstellt. Das alte signiert noch 24 Stunden lang, stellen Sie Ihren Empfänger also jetzt um.';
export const webhookPrivateDestination =
  'Abgelehnt: Die Adresse verweist auf ein privates, Loopback- oder Link-Local-Netzwerk.';
/** A delivery's error when its stored secret no longer opens (the server's key changed). */
export const webhookSecretUnreadable =
  'Das Signatur-Secret konnte nicht gelesen werden. Erstellen Sie ein neues Signatur-Secret, um erneut zu senden.';
export const webhookDisabledSubject = 'Einer Ihrer Webhooks wurde ausgeschaltet';

// The Integrations screens (the owner's and the team's): webhooks.
export const webhooksIntro =
  'Ein Webhook sendet einen POST an Ihre Adresse, wenn ein Lead eingeht, sich ändert oder gelöscht wird oder wenn sich eine Karte ändert.';
export const webhooksSigningNote =
  'Jede Zustellung ist nach Standard Webhooks signiert: Prüfen Sie sie mit ihrem Signatur-Secret, zum Beispiel mit dem Paket standardwebhooks.';
export const teamWebhooksIntro =
  'Die Ereignisse einer Team-Karte gehen nur an die Webhooks des Teams, nicht an die des Mitglieds, das sie hat.';
export const noWebhooksYet =
  'Fügen Sie die Adresse Ihres CRM, eines Zapier-, Make- oder n8n-Hooks oder Ihres eigenen Servers hinzu.';
export const webhookSecretShownOnce =
  'Kopieren Sie dieses Signatur-Secret jetzt und bewahren Sie es sicher auf: Es wird nicht noch einmal angezeigt.';
export const rotateWebhookSecretTitle = 'Neues Signatur-Secret erstellen?';
export const rotateWebhookSecretQuestion =
  'Das neue Secret wird einmal angezeigt. Das aktuelle signiert noch 24 Stunden lang, damit Ihr Empfänger umstellen kann.';
export const deleteWebhookTitle = 'Diesen Webhook löschen?';
export const deleteWebhookQuestion =
  'An diese Adresse wird nichts mehr gesendet, und ihr Zustellprotokoll wird mit gelöscht.';
export const webhookSwitchedOff =
  'Webhook ausgeschaltet. Es wird nichts an ihn gesendet, bis Sie ihn einschalten.';
export const webhookSwitchedOn = 'Webhook eingeschaltet.';
export const webhookDisabledNote =
  'Ausgeschaltet: Es wird nichts an ihn gesendet. Schalten Sie ihn ein, damit die nächsten Ereignisse wieder gesendet werden.';
export const noWebhookDeliveries =
  'Noch keine Zustellungen. Sie erscheinen hier, sobald ein Ereignis eintritt, auf das dieser Webhook wartet.';
export const webhookDeliveryNotSentYet = 'Noch nicht gesendet.';
export const teamIntegrationsNoTeam =
  'Sie sind in keinem Team. Erstellen Sie eines im Team-Bereich, um seine Karten an einen Webhook zu senden.';
export const webhookDeliveryInFlight =
  'Diese Zustellung wird gerade gesendet. Versuchen Sie es in einer Minute erneut.';
export const webhookTestTooMany =
  'An diesen Webhook wurden in der letzten Minute 10 Testereignisse gesendet. Bitte warten Sie eine Minute und versuchen Sie es erneut.';
/** The message of the example lead GET /api/hooks/samples/{event} answers before any real one. */
export const exampleLeadMessage = 'Toller Vortrag! Können wir uns nächste Woche treffen?';

// The Integrations screen: "Send test event" and "Verify a delivery".
export const verifyDeliveryIntro =
  'Prüfen Sie die Signatur jeder Zustellung mit dem Signatur-Secret des Webhooks, bevor Sie ihr vertrauen. Jede Zustellung trägt drei Header:';
export const webhookIdHeaderNote =
  'Die ID der Zustellung, bei jeder Wiederholung gleich: Nutzen Sie sie, um Duplikate zu verwerfen.';
export const webhookTimestampHeaderNote =
  'Wann dieser Versuch signiert wurde, in Sekunden seit 1970: Lehnen Sie Zustellungen ab, die älter als fünf Minuten sind.';
export const webhookSignatureHeaderNote =
  'v1, dann die Signatur. 24 Stunden lang, nachdem Sie ein neues Secret erstellt haben, sind es zwei, durch ein Leerzeichen getrennt, und jede davon ist gültig.';
export const webhookSecretKeptWhole =
  'Übergeben Sie der Bibliothek das vollständige Signatur-Secret mit whsec_: Entfernen Sie das Präfix nicht. Prüfen Sie den Body genau so, wie er angekommen ist, vor dem Parsen.';
/** Five lines of Node that verify a delivery (the standardwebhooks package on npm). */
export const verifyNodeSnippet = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook('whsec_...'); // das ganze Secret, mit whsec_
// rawBody: der Body genau so, wie er ankam, vor jedem JSON-Parsing
const event = webhook.verify(rawBody, request.headers); // wirft, wenn gefälscht oder veraltet`;
/** Five lines of Python that verify a delivery (the standardwebhooks package on PyPI). */
export const verifyPythonSnippet = `from standardwebhooks import Webhook

webhook = Webhook("whsec_...")  # das ganze Secret, mit whsec_
# raw_body: der Body genau so, wie er ankam, vor jedem JSON-Parsing
event = webhook.verify(raw_body, request.headers)  # löst eine Ausnahme aus, wenn gefälscht oder veraltet`;
