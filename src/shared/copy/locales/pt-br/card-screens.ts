import { icu } from './language';

// The card's other screens (docs/product.md#card-tab): Home's card tiles and getting started,
// the card's menu, Insights, sharing, the NFC link, the wallet and the e-mail signature.

// The card's tabs.
export const cardUiConnectProfile = 'Perfil Connect';
export const cardUiInsights = 'Estatísticas';

// The card's Actions menu.
export const cardUiActions = 'Ações';
export const cardUiCopyLink = 'Copiar link';
export const cardUiMyLiveProfile = 'Meu perfil publicado';
export const cardUiUpgrade = 'Fazer upgrade';
export const cardUiShareScreen = 'Tela de compartilhamento';
export const cardUiEMailSignature = 'Assinatura de e-mail';

// A card's tile on Home.
export const cardUiViewsInLast30Days = icu<[views: number]>(
  '{views, plural, one {# visualização} other {# visualizações}} nos últimos 30 dias',
  'views',
);
export const cardUiMyEmail = 'Meu e-mail';
export const cardUiMyPhone = 'Meu telefone';

// Insights: the daily numbers' table.
export const cardUiDailyNumbers = 'Números diários';
export const cardUiViewsVisitorsSavesClicksAndMessages =
  'Visualizações, visitantes, contatos salvos, cliques e mensagens por dia';
export const cardUiDate = 'Data';

// Home's getting-started checklist: each step, what it is for and its button.
export const cardUiAddAPhoto = 'Adicione uma foto';
export const cardUiPeopleRememberAFaceItShows =
  'As pessoas lembram de rostos: sua foto aparece na página do cartão e nos contatos delas.';
export const cardUiFillInYourNameTitleAnd = 'Preencha seu nome, cargo e telefone';
export const cardUiWhatPeopleSaveWhenTheyTap =
  'O que as pessoas salvam ao tocar em Baixar contato.';
export const cardUiFillInDetails = 'Preencher dados';
export const cardUiShareYourCardOnce = 'Compartilhe seu cartão uma vez';
export const cardUiShowItsQrCodeToSomeone = 'Mostre o QR code a alguém ou envie seu link.';
export const cardUiShareMyCard = 'Compartilhar meu cartão';
export const cardUiSetUpYourConnectProfile = 'Configure seu perfil Connect';
export const cardUiYourHandleThemeButtonsAndA =
  'Seu identificador, tema, botões e um formulário de contato em uma só página.';
export const cardUiSetUpProfile = 'Configurar perfil';
export const cardUiSeeWhatAConnectProfileAdds = 'Veja o que um perfil Connect oferece';
export const cardUiAPageOfYourOwnWith =
  'Uma página só sua, com botões, links e formulário de contato.';
export const cardUiSeeConnect = 'Conhecer o Connect';
export const cardUiGetStarted = 'Primeiros passos';
export const cardUiGettingStarted = 'Primeiros passos';

// Insights: the chart.
export const cardUiViews = 'Visualizações';
export const cardUiContactSaves = 'Contatos salvos';
export const cardUiChartOfViewsAndContactSaves =
  'Gráfico de visualizações e contatos salvos por dia; os números estão na tabela abaixo';

// The NFC chip link.
export const cardUiWebNfcIsNotAvailable = 'O Web NFC não está disponível';
export const cardUiNfcChipLink = 'Link do chip NFC';
export const cardUiWriteThisLinkToAnNfc =
  'Grave este link em uma tag ou adesivo NFC: toque em Gravar na tag NFC e aproxime a tag da parte de trás do celular.';
export const cardUiWriteThisLinkToYourCards =
  'Grave este link no chip NFC do seu cartão com um app de NFC, para que as Estatísticas separem os toques das leituras de QR.';
export const cardUiHoldATagToYourPhone = 'Aproxime uma tag do celular...';
export const cardUiWriteToNfcTag = 'Gravar na tag NFC';
export const cardUiCopyNfcLink = 'Copiar link NFC';
export const cardUiWrittenATapOnTheTag = 'Gravado. Agora, um toque na tag abre seu perfil.';

// The e-mail signature: how to paste it into each mail app (the apps' own menu names).
export const cardUiOpenSettingsTheGearThenSee =
  'Abra Configurações (a engrenagem) e depois Ver todas as configurações.';
export const cardUiOnTheGeneralTabUnderSignature =
  'Na guia Geral, em Assinatura, clique em Criar nova, dê um nome e cole no campo (Ctrl+V, ou ⌘V no Mac).';
export const cardUiChooseItUnderSignatureDefaultsThen =
  'Escolha-a em Padrões de assinatura e clique em Salvar alterações no fim da página.';
export const cardUiOutlookOnTheWebAndThe = 'Outlook na Web e o novo Outlook';
export const cardUiOpenSettingsTheGearThenAccount =
  'Abra Configurações (a engrenagem), depois Contas e Assinaturas.';
export const cardUiClickNewSignatureNameItAnd =
  'Clique em Nova assinatura, dê um nome e cole no campo.';
export const cardUiChooseItForNewMessagesAnd =
  'Escolha-a para novas mensagens e respostas e clique em Salvar.';
export const cardUiOutlookForWindowsAndMacDesktop = 'Outlook para Windows e Mac (desktop)';
export const cardUiWindowsFileOptionsMailSignaturesMac =
  'Windows: Arquivo, Opções, Email, Assinaturas. Mac: Outlook, Configurações, Assinaturas.';
export const cardUiAddANewSignatureNameIt =
  'Adicione uma nova assinatura, dê um nome e cole no campo de edição.';
export const cardUiChooseItForNewMessagesAnd2 =
  'Escolha-a para novas mensagens e respostas e clique em OK (ou feche a janela no Mac).';
export const cardUiAppleMailOnMac = 'Apple Mail no Mac';
export const cardUiOpenMailSettingsSignaturesSelectYour =
  'Abra o Mail, Ajustes, Assinaturas, selecione sua conta e clique em +.';
export const cardUiUntickAlwaysMatchMyDefaultMessage =
  'Desmarque “Sempre usar minha fonte padrão de mensagem” e cole no campo à direita.';
export const cardUiCloseTheWindowMailSavesIt =
  'Feche a janela: o Mail salva a assinatura. Escolha-a em Escolher Assinatura.';
export const cardUiMailOnIphone = 'Mail no iPhone';
export const cardUiOpenThisScreenOnYourIphone =
  'Abra esta tela no iPhone e toque em Copiar assinatura.';
export const cardUiOpenSettingsAppsMailSignatureSettings =
  'Abra Ajustes, Apps, Mail, Assinatura (Ajustes, Mail, Assinatura antes do iOS 18) e cole.';
export const cardUiTheIphoneRemovesTheFormattingAs =
  'O iPhone remove a formatação ao colar: agite-o logo em seguida e toque em Desfazer para mantê-la.';
export const cardUiAddItToYourMailApp = 'Adicione ao seu app de e-mail';

// Insights: the totals.
/** After a total's change, for screen readers. */
export const cardUiComparedWithPrevious = icu<[days: number]>(
  'em comparação com {days, plural, one {o # dia anterior} other {os # dias anteriores}}',
  'days',
);
export const cardUiTotals = 'Totais';

// The phone wallet's buttons.
export const cardUiAddToAppleWallet = 'Adicionar à Apple Wallet';
export const cardUiSaveToGoogleWallet = 'Salvar na Google Wallet';
export const cardUiOpening = 'Abrindo...';
export const cardUiWallet = 'Carteira';
export const cardUiKeepYourCardInYourPhones =
  'Guarde seu cartão na carteira do celular: o QR code dele abre seu perfil Connect.';

// Insights: what is counted, and the change against the previous period.
export const cardUiVisitors = 'Visitantes';
export const cardUiLinkClicks = 'Cliques em links';
export const cardUiNoChange = 'Sem alteração';

// The Insights page.
/** Insights without a Connect profile: the one figure shown, and the offer. */
export const cardUiLockedInsights = icu<[views: number]>(
  'Seu cartão foi aberto {views, plural, one {# vez} other {# vezes}} nos últimos 30 dias. Faça upgrade para ver de onde vieram seus visitantes, quem salvou seu contato e quais links eles seguiram.',
  'views',
);
/** A period's button. */
export const cardUiPeriodDays = icu<[days: number]>(
  '{days, plural, one {# dia} other {# dias}}',
  'days',
);
/** The period's first and last days. */
export const cardUiFromTo = icu<[from: string, to: string]>('{from} a {to}', 'from', 'to');
export const cardUiPeriod = 'Período';
export const cardUiNoViewsYet = 'Nenhuma visualização ainda';
export const cardUiShareYourProfileLinkLetPeople =
  'Compartilhe o link do seu perfil, deixe as pessoas lerem seu QR code ou grave o link do chip NFC no seu cartão. Cada visualização, contato salvo, clique em link e mensagem aparece aqui em segundos.';
export const cardUiGetYourQrCodeAndNfc = 'Pegue seu QR code e link NFC';
export const cardUiViewsAndContactSaves = 'Visualizações e contatos salvos';
export const cardUiWhereViewsCameFrom = 'De onde vieram as visualizações';
export const cardUiNoViewsInThisPeriod = 'Nenhuma visualização neste período.';
export const cardUiTopLinks = 'Links mais clicados';
export const cardUiNoLinkClicksInThisPeriod = 'Nenhum clique em links neste período.';

// The E-mail Signature page.
export const cardUiEMailSignaturePreview = 'Pré-visualização da assinatura de e-mail';
export const cardUiYourCardsDetailsAsASignature =
  'Os dados do seu cartão como assinatura. Salvar meu contato abre seu perfil, onde as pessoas salvam seus dados; as Estatísticas contam essas visitas como Assinatura de e-mail.';
export const cardUiCopySignature = 'Copiar assinatura';
export const cardUiPlainTextVersion = 'Versão em texto simples';

// The share screen: the QR code to scan.
export const cardUiScanToSaveMyContactTurn =
  'Escaneie para salvar meu contato. Aumente o brilho da tela para o código ser lido com facilidade.';
