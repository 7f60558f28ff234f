// Card and Connect profile fields.
export const invalidPhone = 'Digite um número de telefone válido';
export const fullUrlRequired = 'Digite um URL completo que comece com https://';
export const singleLineOfText = 'Deve ser uma única linha de texto';
export const invalidCharacters = 'Contém caracteres inválidos';
export const handleTooShort = 'Seu identificador precisa de pelo menos 3 caracteres';
export const handleTooLong = 'Seu identificador pode ter no máximo 40 caracteres';
export const handleCharacters = 'Use apenas letras, números e hifens';
export const handleHyphenAtEdge = 'Um identificador não pode começar nem terminar com hífen';
export const handleReserved = 'Esse identificador está reservado';
export const handleTaken = 'Esse identificador já está em uso';
/** 409 to a save based on an older version than the stored one (If-Match). */
export const editedElsewhere =
  'Isto foi alterado em outro lugar depois que você o abriu. Recarregue para obter a versão mais recente.';
export const handleChangeQuestion =
  'Seu link atual deixa de mostrar seu perfil por conta própria: quem abrir será levado ao novo, e ninguém mais poderá usá-lo. QR codes impressos, tags NFC, passes de carteira digital e assinaturas de e-mail continuam funcionando. Alterar seu identificador?';
export const handleHeld =
  'Esse identificador pertencia a outra conta e está reservado para ela: cartões impressos ainda podem trazê-lo. Escolha outro.';
export const buttonLinkScheme = 'Os links dos botões devem começar com https://, mailto: ou tel:';
export const subscriptionRequired = 'É necessária uma assinatura ativa';
/** Why Copy Link and My Live Profile are disabled without a subscription. */
export const requiresConnect = 'Requer o Catalyst Connect';
export const qrOpensCardPage =
  'Ao escanear o código, abre-se a página do seu cartão: seu nome, sua foto e um botão “Salvar contato”.';
export const qrOpensProfile =
  'Ao escanear o código, abre-se seu perfil do Connect. Deixe-o com a cara da sua marca: a prévia é o que será impresso.';
export const imagesMustBeUploaded = 'As imagens precisam ser enviadas ao Catalyst Connect primeiro';
export const imageNotYours = 'Esta imagem não é um dos seus envios. Envie-a novamente.';
export const failedToUpdateProfile = 'Não foi possível atualizar o perfil';
