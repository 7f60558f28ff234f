// Webhooks (docs/product.md#integrations): where an owner's leads and card changes are sent.
export const webhookUrlInvalid = 'Inserisci un indirizzo http:// o https://.';
export const webhookEventsRequired = 'Scegli almeno un evento.';
export const webhookChangeRequired = 'Invia un indirizzo, degli eventi o enabled.';
export const webhookNotFound = 'Webhook non trovato.';
export const tooManyWebhooks = 'Puoi avere al massimo 10 webhook. Eliminane prima uno.';
export const webhookDeliveryQueued = 'Reinviato. Comparirà qui sotto tra un attimo.';
export const webhookCreated =
  'Webhook creato. Copia ora il segreto di firma: viene mostrato una sola volta.';
export const webhookDeleted = 'Webhook eliminato.';
export const webhookSecretRotated =
  'Nuovo segreto di firma creato. Quello vecchio continua a firmare per 24 ore, quindi aggiorna subito il tuo ricevitore.';
export const webhookPrivateDestination =
  'Rifiutato: l’indirizzo punta a una rete privata, di loopback o link-local.';
/** A delivery's error when its stored secret no longer opens (the server's key changed). */
export const webhookSecretUnreadable =
  'Impossibile leggere il segreto di firma. Crea un nuovo segreto di firma per inviare di nuovo.';
export const webhookDisabledSubject = 'Uno dei tuoi webhook è stato disattivato';

// The Integrations screens (the owner's and the team's): webhooks.
export const webhooksIntro =
  'Un webhook invia una POST al tuo indirizzo quando arriva un lead, quando cambia o viene eliminato, o quando cambia un biglietto.';
export const webhooksSigningNote =
  'Ogni invio è firmato secondo Standard Webhooks: verificalo con il suo segreto di firma, ad esempio con il pacchetto standardwebhooks.';
export const teamWebhooksIntro =
  'Gli eventi di un biglietto del team vanno solo ai webhook del team, non a quelli del membro che lo detiene.';
export const noWebhooksYet =
  'Aggiungi l’indirizzo del tuo CRM, di un hook Zapier, Make o n8n, o del tuo server.';
export const webhookSecretShownOnce =
  'Copia ora questo segreto di firma e conservalo al sicuro: non verrà più mostrato.';
export const rotateWebhookSecretTitle = 'Creare un nuovo segreto di firma?';
export const rotateWebhookSecretQuestion =
  'Il nuovo segreto viene mostrato una sola volta. Quello attuale continua a firmare per 24 ore, così il tuo ricevitore può passare al nuovo.';
export const deleteWebhookTitle = 'Eliminare questo webhook?';
export const deleteWebhookQuestion =
  'Non verrà più inviato nulla a questo indirizzo, e il registro degli invii viene eliminato insieme al webhook.';
export const webhookSwitchedOff = 'Webhook disattivato. Non riceve nulla finché non lo riattivi.';
export const webhookSwitchedOn = 'Webhook attivato.';
export const webhookDisabledNote =
  'Disattivato: non riceve nulla. Attivalo per inviare di nuovo i prossimi eventi.';
export const noWebhookDeliveries =
  'Ancora nessun invio. Compariranno qui quando si verifica un evento che questo webhook ascolta.';
export const webhookDeliveryNotSentYet = 'Non ancora inviato.';
export const teamIntegrationsNoTeam =
  'Non fai parte di un team. Creane uno nell’area Team per inviare i suoi biglietti a un webhook.';
export const webhookDeliveryInFlight = 'Questo invio è in corso. Riprova tra un minuto.';
export const webhookTestTooMany =
  'Questo webhook ha ricevuto 10 eventi di test nell’ultimo minuto. Attendi un minuto e riprova.';
/** The message of the example lead GET /api/hooks/samples/{event} answers before any real one. */
export const exampleLeadMessage = 'Bellissimo intervento. Possiamo vederci la prossima settimana?';

// The Integrations screen: "Send test event" and "Verify a delivery".
export const verifyDeliveryIntro =
  'Verifica la firma di ogni invio con il segreto di firma del webhook prima di fidarti. Ogni invio contiene tre header:';
export const webhookIdHeaderNote =
  'L’ID dell’invio, uguale a ogni nuovo tentativo: usalo per scartare i duplicati.';
export const webhookTimestampHeaderNote =
  'Il momento della firma di questo tentativo, in secondi dal 1970: rifiuta gli invii più vecchi di cinque minuti.';
export const webhookSignatureHeaderNote =
  'v1, poi la firma. Per 24 ore dopo la creazione di un nuovo segreto le firme sono due, separate da uno spazio, e basta che una delle due sia valida.';
export const webhookSecretKeptWhole =
  'Passa alla libreria il segreto di firma completo, whsec_ incluso: non togliere il prefisso. Verifica il corpo esattamente come è arrivato, prima di analizzarlo.';
/** Five lines of Node that verify a delivery (the standardwebhooks package on npm). */
export const verifyNodeSnippet = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook('whsec_...'); // il segreto completo, whsec_ incluso
// rawBody: il corpo esattamente come è arrivato, prima di qualsiasi parsing JSON
const event = webhook.verify(rawBody, request.headers); // lancia un errore se falsificato o scaduto`;
/** Five lines of Python that verify a delivery (the standardwebhooks package on PyPI). */
export const verifyPythonSnippet = `from standardwebhooks import Webhook

webhook = Webhook("whsec_...")  # il segreto completo, whsec_ incluso
# raw_body: il corpo esattamente come è arrivato, prima di qualsiasi parsing JSON
event = webhook.verify(raw_body, request.headers)  # solleva un’eccezione se falsificato o scaduto`;
