// The Connect subscription's pitch on /subscribe, and its example profile.
/** What the subscription gives today, in the order /subscribe lists it. */
export const connectIncludes = [
  'Seu próprio perfil público no identificador que você escolher, com um contato que se salva com um toque',
  'Nove designs com sua cor de destaque e sua fonte, e uma imagem de capa',
  'Um formulário de leads com os campos que você escolher e uma caixa de consentimento, e leads para pesquisar e exportar',
  'Estatísticas: visualizações, contatos salvos, cliques em links e mensagens, por QR code, toque NFC ou link',
  'Passes da Apple Wallet e da Google Wallet do seu cartão',
  'Novos leads enviados ao HubSpot e webhooks para suas próprias ferramentas',
] as const;
export const seeExampleProfile = 'Ver um perfil de exemplo';
/** The strip above the example profile (/example). */
export const exampleProfileNote =
  'Um exemplo de perfil do Catalyst Connect. O formulário dele não envia nada.';
