// Webhooks (docs/product.md#integrations): where an owner's leads and card changes are sent.
export const webhookUrlInvalid = 'Digite um endereço http:// ou https://.';
export const webhookEventsRequired = 'Escolha pelo menos um evento.';
export const webhookChangeRequired = 'Envie um endereço, eventos ou enabled.';
export const webhookNotFound = 'Webhook não encontrado.';
export const tooManyWebhooks = 'Você pode ter no máximo 10 webhooks. Exclua um primeiro.';
export const webhookDeliveryQueued = 'Enviado novamente. Ele aparece abaixo em instantes.';
export const webhookCreated =
  'Webhook criado. Copie o segredo de assinatura agora: ele só é exibido uma vez.';
export const webhookDeleted = 'Webhook excluído.';
export const webhookSecretRotated =
  'Novo segredo de assinatura criado. O anterior continua assinando por 24 horas, então atualize seu receptor agora.';
export const webhookPrivateDestination =
  'Recusado: o endereço aponta para uma rede privada, de loopback ou link-local.';
/** A delivery's error when its stored secret no longer opens (the server's key changed). */
export const webhookSecretUnreadable =
  'Não foi possível ler o segredo de assinatura. Crie um novo segredo de assinatura para enviar novamente.';
export const webhookDisabledSubject = 'Um dos seus webhooks foi desativado';

// The Integrations screens (the owner's and the team's): webhooks.
export const webhooksIntro =
  'Um webhook envia um POST para o seu endereço quando um lead chega, muda ou é excluído, ou quando um cartão muda.';
export const webhooksSigningNote =
  'Cada entrega é assinada segundo o Standard Webhooks: verifique-a com o segredo de assinatura, por exemplo com o pacote standardwebhooks.';
export const teamWebhooksIntro =
  'Os eventos de um cartão da equipe vão somente para os webhooks da equipe, não para os do membro que o possui.';
export const noWebhooksYet =
  'Adicione o endereço do seu CRM, de um hook do Zapier, Make ou n8n, ou do seu próprio servidor.';
export const webhookSecretShownOnce =
  'Copie este segredo de assinatura agora e guarde-o em segurança: ele não será exibido novamente.';
export const rotateWebhookSecretTitle = 'Criar um novo segredo de assinatura?';
export const rotateWebhookSecretQuestion =
  'O novo segredo é exibido uma vez. O atual continua assinando por 24 horas para que seu receptor possa fazer a troca.';
export const deleteWebhookTitle = 'Excluir este webhook?';
export const deleteWebhookQuestion =
  'Nada mais é enviado para este endereço, e o registro de entregas dele é excluído junto.';
export const webhookSwitchedOff = 'Webhook desativado. Nada é enviado a ele até você ativá-lo.';
export const webhookSwitchedOn = 'Webhook ativado.';
export const webhookDisabledNote =
  'Desativado: nada é enviado a ele. Ative-o para voltar a enviar os próximos eventos.';
export const noWebhookDeliveries =
  'Ainda não há entregas. Elas aparecem aqui quando acontece um evento que este webhook escuta.';
export const webhookDeliveryNotSentYet = 'Ainda não enviado.';
export const teamIntegrationsNoTeam =
  'Você não está em uma equipe. Crie uma na área Equipe para enviar os cartões dela a um webhook.';
export const webhookDeliveryInFlight =
  'Esta entrega está sendo enviada agora. Tente novamente em um minuto.';
export const webhookTestTooMany =
  'Este webhook recebeu 10 eventos de teste no último minuto. Aguarde um minuto e tente novamente.';
/** The message of the example lead GET /api/hooks/samples/{event} answers before any real one. */
export const exampleLeadMessage = 'Adorei sua palestra. Podemos nos encontrar na semana que vem?';

// The Integrations screen: "Send test event" and "Verify a delivery".
export const verifyDeliveryIntro =
  'Confira a assinatura de cada entrega com o segredo de assinatura do webhook antes de confiar nela. Toda entrega traz três cabeçalhos:';
export const webhookIdHeaderNote =
  'O ID da entrega, o mesmo em cada nova tentativa: use-o para descartar repetições.';
export const webhookTimestampHeaderNote =
  'Quando esta tentativa foi assinada, em segundos desde 1970: recuse entregas com mais de cinco minutos.';
export const webhookSignatureHeaderNote =
  'v1 e depois a assinatura. Nas 24 horas após você criar um novo segredo, há duas, separadas por um espaço, e qualquer uma delas verifica.';
export const webhookSecretKeptWhole =
  'Passe à biblioteca o segredo de assinatura inteiro, com whsec_: não remova o prefixo. Verifique o corpo exatamente como chegou, antes de interpretá-lo.';
/** Five lines of Node that verify a delivery (the standardwebhooks package on npm). */
export const verifyNodeSnippet = `import { Webhook } from 'standardwebhooks';

const webhook = new Webhook('whsec_...'); // o segredo inteiro, com whsec_
// rawBody: o corpo exatamente como chegou, antes de qualquer parse de JSON
const event = webhook.verify(rawBody, request.headers); // lança um erro se for falso ou antigo`;
/** Five lines of Python that verify a delivery (the standardwebhooks package on PyPI). */
export const verifyPythonSnippet = `from standardwebhooks import Webhook

webhook = Webhook("whsec_...")  # o segredo inteiro, com whsec_
# raw_body: o corpo exatamente como chegou, antes de qualquer parse de JSON
event = webhook.verify(raw_body, request.headers)  # lança uma exceção se for falso ou antigo`;
