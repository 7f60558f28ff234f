// Webhooks (docs/product.md#integrations): where an owner's leads and card changes are sent.
export const webhookUrlInvalid = 'Saisissez une adresse http:// ou https://.';
export const webhookEventsRequired = 'Choisissez au moins un événement.';
export const webhookChangeRequired = 'Envoyez une adresse, des événements ou enabled.';
export const webhookNotFound = 'Webhook introuvable.';
export const tooManyWebhooks = 'Vous pouvez avoir au maximum 10 webhooks. Supprimez-en un d’abord.';
export const webhookDeliveryQueued = 'Renvoyé. L’envoi apparaîtra ci-dessous dans un instant.';
export const webhookCreated =
  'Webhook créé. Copiez son secret de signature maintenant : il ne s’affiche qu’une fois.';
export const webhookDeleted = 'Webhook supprimé.';
export const webhookSecretRotated =
  'Nouveau secret de signature créé. L’ancien continue de signer pendant 24 heures : basculez votre récepteur dès maintenant.';
export const webhookPrivateDestination =
  'Refusé : l’adresse pointe vers un réseau privé, de bouclage ou link-local.';
/** A delivery's error when its stored secret no longer opens (the server's key changed). */
export const webhookSecretUnreadable =
  'Impossible de lire le secret de signature. Créez-en un nouveau pour renvoyer.';
export const webhookDisabledSubject = 'Un de vos webhooks a été désactivé';

// The Integrations screens (the owner's and the team's): webhooks.
export const webhooksIntro =
  'Un webhook envoie un POST à votre adresse quand un prospect arrive, est modifié ou supprimé, ou quand une carte change.';
export const webhooksSigningNote =
  'Chaque envoi est signé selon Standard Webhooks : vérifiez-le avec son secret de signature, par exemple avec le paquet standardwebhooks.';
export const teamWebhooksIntro =
  'Les événements d’une carte d’équipe vont uniquement aux webhooks de l’équipe, pas à ceux du membre qui la détient.';
export const noWebhooksYet =
  'Ajoutez l’adresse de votre CRM, d’un hook Zapier, Make ou n8n, ou de votre propre serveur.';
export const webhookSecretShownOnce =
  'Copiez ce secret de signature maintenant et conservez-le en lieu sûr : il ne sera plus affiché.';
export const rotateWebhookSecretTitle = 'Créer un nouveau secret de signature ?';
export const rotateWebhookSecretQuestion =
  'Le nouveau secret s’affiche une seule fois. L’actuel continue de signer pendant 24 heures, le temps que votre récepteur bascule.';
export const deleteWebhookTitle = 'Supprimer ce webhook ?';
export const deleteWebhookQuestion =
  'Plus rien n’est envoyé à cette adresse, et son historique d’envois est supprimé avec lui.';
export const webhookSwitchedOff =
  'Webhook désactivé. Plus rien ne lui est envoyé tant que vous ne le réactivez pas.';
export const webhookSwitchedOn = 'Webhook activé.';
export const webhookDisabledNote =
  'Désactivé : rien ne lui est envoyé. Activez-le pour envoyer à nouveau les prochains événements.';
export const noWebhookDeliveries =
  'Aucun envoi pour l’instant. Ils apparaîtront ici lorsqu’un événement suivi par ce webhook se produira.';
export const webhookDeliveryNotSentYet = 'Pas encore envoyé.';
export const teamIntegrationsNoTeam =
  'Vous ne faites partie d’aucune équipe. Créez-en une dans l’espace Équipe pour envoyer ses cartes à un webhook.';
export const webhookDeliveryInFlight = 'Cet envoi est en cours. Réessayez dans une minute.';
export const webhookTestTooMany =
  'Ce webhook a reçu 10 événements de test au cours de la dernière minute. Veuillez patienter une minute et réessayer.';
/** The message of the example lead GET /api/hooks/samples/{event} answers before any real one. */
export const exampleLeadMessage =
  'J’ai adoré votre intervention. Pouvons-nous nous voir la semaine prochaine ?';

// The Integrations screen: "Send test event" and "Verify a delivery".
export const verifyDeliveryIntro =
  'Vérifiez la signature de chaque envoi avec le secret de signature du webhook avant de lui faire confiance. Chaque envoi comporte trois en-têtes :';
export const webhookIdHeaderNote =
  'L’identifiant de l’envoi, identique à chaque nouvelle tentative : utilisez-le pour écarter les doublons.';
export const webhookTimestampHeaderNote =
  'L’heure de signature de cette tentative, en secondes depuis 1970 : refusez les envois de plus de cinq minutes.';
export const webhookSignatureHeaderNote =
  'v1, puis la signature. Pendant les 24 heures qui suivent la création d’un nouveau secret, il y en a deux, séparées par une espace, et l’une ou l’autre suffit.';
export const webhookSecretKeptWhole =
  'Donnez à la bibliothèque le secret de signature complet, whsec_ compris : ne retirez pas le préfixe. Vérifiez le corps tel qu’il est arrivé, avant de l’analyser.';
/** Five lines of Node that verify a delivery (the standardwebhooks package on npm). */
export const verifyNodeSnippet = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook('whsec_...'); // le secret complet, whsec_ compris
// rawBody – le corps tel qu’il est arrivé, avant toute analyse JSON
const event = webhook.verify(rawBody, request.headers); // lève une erreur si falsifié ou périmé`;
/** Five lines of Python that verify a delivery (the standardwebhooks package on PyPI). */
export const verifyPythonSnippet = `from standardwebhooks import Webhook

webhook = Webhook("whsec_...")  # le secret complet, whsec_ compris
# raw_body – le corps tel qu’il est arrivé, avant toute analyse JSON
event = webhook.verify(raw_body, request.headers)  # lève une exception si falsifié ou périmé`;
