import { icu } from './language';

// The card's editors (docs/product.md#card-tab): the card's sections and fields, the Connect
// profile's editor, its design, images, buttons, lead form and QR code.

// The card editor's sections and their fields.
export const cardEdWebsite = 'Site';
export const cardEdBookingLink = 'Link de agendamento';
export const cardEdAlternateUrl1 = 'URL alternativa 1';
export const cardEdAlternateUrl2 = 'URL alternativa 2';
export const cardEdAlternateUrl3 = 'URL alternativa 3';
export const cardEdCompanySlogan = 'Slogan da empresa';
export const cardEdPersonal = 'Pessoal';
export const cardEdLastNameProfession = 'Sobrenome, profissão';
export const cardEdWork = 'Trabalho';
export const cardEdOrganization = 'Organização';
export const cardEdRole = 'Função';
export const cardEdWorkWebsite = 'Site do trabalho';
export const cardEdEmails = 'E-mails';
export const cardEdWorkEmail = 'E-mail do trabalho';
export const cardEdAlternateEmail = 'E-mail alternativo';
export const cardEdPhoneNumbers = 'Telefones';
export const cardEdCellPhone = 'Celular';
export const cardEdWorkPhone = 'Telefone do trabalho';
export const cardEdWorkFax = 'Fax do trabalho';
export const cardEdAlternatePhone = 'Telefone alternativo';
export const cardEdWorkAddress = 'Endereço do trabalho';
export const cardEdStreet = 'Rua';
export const cardEdCity = 'Cidade';
export const cardEdState = 'Estado';
export const cardEdPostalCode = 'CEP';
export const cardEdSocials = 'Redes sociais';
export const cardEdMiscellaneous = 'Outros';
export const cardEdAnythingElseYourContactsShouldKnow = 'Algo mais que seus contatos devam saber';

// The profile's accent colour.
export const cardEdAccentColour = 'Cor de destaque';
export const cardEdPickTheAccentColour = 'Escolher a cor de destaque';
/** The label of the colour's hexadecimal value. */
export const cardEdHex = 'Hex';
export const cardEdUseThePresetsColour = 'Usar a cor do modelo';
export const cardEdFromYourLogo = 'Do seu logotipo:';
/** The colour input's accessible name, with the colour shown. */
export const cardEdAccentColourValue = icu<[colour: string]>('Cor de destaque {colour}', 'colour');
/** A colour from the logo, as a button's accessible name. */
export const cardEdUseColour = icu<[colour: string]>('Usar {colour}', 'colour');

// The profile's buttons: editing and moving them.
export const cardEdButtons = 'Botões';
export const cardEdLinksShownAsButtonsOnYour =
  'Links exibidos como botões no seu perfil. Arraste um botão pela alça para movê-lo.';
export const cardEdToMoveAButtonPressThe =
  'Para mover um botão, pressione a seta para cima ou para baixo, ou arraste-o por esta alça.';
export const cardEdAddButton = 'Adicionar botão';
/** A button with no text yet, named by its place. */
export const cardEdButtonNumber = icu<[number: number]>('botão {number}', 'number');
export const cardEdButtonText = icu<[number: number]>('Texto do botão {number}', 'number');
export const cardEdButtonUrl = icu<[number: number]>('URL do botão {number}', 'number');
/** A button's handle and delete button, as screen readers name them. */
export const cardEdMoveButton = icu<[button: string]>('Mover {button}', 'button');
export const cardEdDeleteButton = icu<[button: string]>('Excluir {button}', 'button');
// What a screen reader hears while a button is moved.
export const cardEdButtonMoved = icu<[button: string, position: number, count: number]>(
  '{button} movido para a posição {position} de {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonPickedUp = icu<[button: string, position: number, count: number]>(
  '{button} selecionado, posição {position} de {count}.',
  'button',
  'position',
  'count',
);
export const cardEdButtonIsAt = icu<[button: string, position: number]>(
  '{button} está na posição {position}.',
  'button',
  'position',
);
export const cardEdButtonDroppedAt = icu<[button: string, position: number]>(
  '{button} solto na posição {position}.',
  'button',
  'position',
);
export const cardEdButtonDropped = icu<[button: string]>('{button} solto.', 'button');
export const cardEdButtonMoveCancelled = icu<[button: string]>(
  'A movimentação de {button} foi cancelada.',
  'button',
);

// A card's nickname.
export const cardEdCardNickname = 'Apelido do cartão';
export const cardEdNickname = 'Apelido';
export const cardEdBoothCardSalesTeam = 'Cartão do estande, equipe de vendas...';
export const cardEdSaveNickname = 'Salvar apelido';
export const cardEdRename = 'Renomear';
export const cardEdAddANickname = 'Adicionar um apelido';

// A card that is not found.
export const cardEdBackToMyCards = 'Voltar para Meus cartões';

// The card's tabs and the upgrade offer above them.
export const cardEdCardSections = 'Seções do cartão';
export const cardEdUpgradeYourAccount = 'Faça upgrade da sua conta';
export const cardEdUpgradeToCatalystConnect = 'Fazer upgrade para o Catalyst Connect';

// A section's extra fields.
export const cardEdAddField = '+ Adicionar campo';

// Copying details from another card.
export const cardEdCopyDetailsFrom = 'Copiar dados de...';
export const cardEdCopyDetailsFromAnotherCard = 'Copiar dados de outro cartão';
export const cardEdCopyDetails = 'Copiar dados';
export const cardEdCopyFrom = 'Copiar de';

// The profile's cover image.
export const cardEdCoverImage = 'Imagem de capa';
export const cardEdYourCover = 'Sua capa';
export const cardEdChangeCover = 'Alterar capa';
export const cardEdUploadACover = 'Enviar uma capa';
export const cardEdRemoveCover = 'Remover capa';

// The profile's design: preset, font, buttons, layout.
export const cardEdDesign = 'Design';
export const cardEdPreset = 'Modelo';
export const cardEdFont = 'Fonte';
export const cardEdLayout = 'Layout';

// An image of the card (photo, logo).
export const cardEdChange = 'Alterar';
export const cardEdUpload = 'Enviar';

// The profile's lead form.
export const cardEdRequired = 'Obrigatório';
export const cardEdOptional = 'Opcional';
export const cardEdNotAsked = 'Não solicitado';
export const cardEdLeadForm = 'Formulário de contato';
export const cardEdNameAndEmail = 'Nome e e-mail';
export const cardEdAlwaysRequired = 'Sempre obrigatórios';
export const cardEdConsentCheckboxOptional = 'Caixa de consentimento (opcional)';
export const cardEdUseTheSuggestedSentence = 'Usar a frase sugerida';

// The editor's preview on a phone.
export const cardEdClosePreview = 'Fechar pré-visualização';

// The profile editor's fields: name, handle, links.
export const cardEdSlogan = 'Slogan';
export const cardEdMyConnectHandle = 'Meu identificador do Connect';
export const cardEdYourLiveLink = 'Seu link público:';
export const cardEdSocialsLinks = 'Redes sociais e links';
export const cardEdReplacesYourCards = 'Substitui o do seu cartão';
export const cardEdFromYourCard = 'Do seu cartão';
/** Under the handle before one is chosen; {appUrl} is the app's address. */
export const cardEdHandleExample = icu<[appUrl: string]>(
  'Exemplo: com jane-doe, seu perfil fica em {appUrl}/u/jane-doe',
  'appUrl',
);
/** After the links' hint on the profile editor. */
export const cardEdEmptyFieldsUseYourCards = 'Campos vazios usam os dados do seu cartão.';

// Changing the profile's handle.
export const cardEdChangeYourHandle = 'Alterar seu identificador';
export const cardEdYesChangeIt = 'Sim, alterar';

// The card's QR code and downloads.
export const cardEdQrCodeDownload = 'QR code e download';
export const cardEdOpensInANewTab = '(abre em uma nova aba)';
export const cardEdViewCardPage = 'Ver a página do cartão';
export const cardEdQrCodeFor = icu<[link: string]>('QR code de {link}', 'link');
export const cardEdYourHandleAddressWorksWhileYour =
  'O endereço com seu identificador funciona enquanto sua assinatura estiver ativa; este código usa o endereço que sempre funciona.';
export const cardEdSaveQrStyle = 'Salvar estilo do QR';
export const cardEdDiscardChanges = 'Descartar alterações';
export const cardEdPreparing = 'Preparando...';
export const cardEdDownloadQrPng = 'Baixar QR (PNG)';
export const cardEdDownloadQrSvgForPrint = 'Baixar QR (SVG para impressão)';
export const cardEdShareScreen = 'Tela de compartilhamento';
export const cardEdSaveYourStyleToDownloadIt = 'Salve seu estilo para baixá-lo.';

// The QR code's style.
export const cardEdSquare = 'Quadrado';
export const cardEdRounded = 'Arredondado';
export const cardEdDots = 'Pontos';
export const cardEdNoLogo = 'Sem logotipo';
export const cardEdCompanyLogo = 'Logotipo da empresa';
export const cardEdProfilePhoto = 'Foto do perfil';
export const cardEdDotShape = 'Formato dos pontos';
export const cardEdLogoInTheMiddle = 'Logotipo no centro';
export const cardEdUploadACompanyLogoOrProfile =
  'Envie acima um logotipo da empresa ou uma foto do perfil para colocá-lo no código.';
export const cardEdDotsColour = 'Cor dos pontos';
export const cardEdBackgroundColour = 'Cor de fundo';
/** A colour's swatch picker; {colour} is the field's label. */
export const cardEdSwatch = icu<[colour: string]>('Amostra de {colour}', 'colour');

// The banner once the Connect profile is unlocked.
export const cardEdYourConnectProfileIsUnlocked = 'Seu perfil Connect está desbloqueado';
export const cardEdChooseYourHandleThemePhotoAnd =
  'Escolha seu identificador, tema, foto e botões e compartilhe seu link com todas as pessoas que conhecer.';
export const cardEdSetUpMyConnectProfile = 'Configurar meu perfil Connect';
export const cardEdDismiss = 'Dispensar';

// The card's page: photo and company.
export const cardEdProfilePhoto2 = 'Foto do perfil';
export const cardEdShownOnYourConnectProfileAnd =
  'Exibida no seu perfil Connect e no seu arquivo de contato.';
export const cardEdYourCompanyLogoAndSloganAre =
  'O logotipo e o slogan da empresa servem apenas para a impressão do cartão; eles não aparecem no seu arquivo de contato.';

// The Connect profile's editor.
export const cardEdChangePhoto = 'Alterar foto';
export const cardEdAppearance = 'Aparência';
/** After the notice of a profile taken down; {reason} is the operator's. */
export const cardEdTakedownReason = icu<[reason: string]>('Motivo: {reason}', 'reason');
export const cardEdToUnlockYourCardProfileAnd =
  'Para desbloquear o perfil do seu cartão e outros recursos, faça upgrade da sua conta.';
