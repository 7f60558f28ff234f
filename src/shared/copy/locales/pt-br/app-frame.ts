import { icu } from './language';

// The signed-in app's frame and shared parts (docs/product.md#signed-in-layout): the sidebar and
// user menu, Home, the team's billing, leads and integrations pages, and the components every
// screen uses (save bar, password field, loading and error states).

// Home: the owner's cards.
/** Above the cards; {number} is the count in bold. */
export const appViewsOfYourCards = icu<[count: number, number: string]>(
  '{count, plural, one {{number} visualização} other {{number} visualizações}} dos seus cartões nos últimos 30 dias',
  'count',
  'number',
);
export const appMyCards = 'Meus cartões';
export const appCardsForYourColleagues = 'Cartões para seus colegas?';
export const appCreateATeam = 'Criar uma equipe';
export const appNoCardsYet = 'Nenhum cartão ainda';
export const appCardsYouBuyInTheCatalyst =
  'Os cartões que você compra na loja Catalyst aparecem aqui, prontos para configurar.';
export const appVisitTheShop = 'Visitar a loja';

// The team's billing page: the seats and the subscription.
export const appActive = 'Ativa';
export const appTrial = 'Teste';
export const appPaymentFailedRetrying = 'Falha no pagamento: tentando novamente';
export const appUnpaid = 'Não paga';
export const appWaitingForTheFirstPayment = 'Aguardando o primeiro pagamento';
export const appNotStarted = 'Não iniciada';
export const appEnded = 'Encerrada';
export const appSeats = 'Licenças';
export const appStartTheTeamsSubscription = 'Iniciar a assinatura da equipe';
export const appInvoices = 'Faturas';
export const appBillingDetails = 'Dados de faturamento';
export const appCancelTheSubscription = 'Cancelar a assinatura';
export const appStatus = 'Status';
export const appPricePerSeat = 'Preço por licença';
export const appNextInvoice = 'Próxima fatura';
export const appNone = 'Nenhuma';
export const appFirstPayment = 'Primeiro pagamento';
export const appPricePerMonth = icu<[price: string]>('{price} / mês', 'price');
/** The next invoice's amount and the day it is charged. */
export const appAmountOnDate = icu<[amount: string, date: string]>(
  '{amount} em {date}',
  'amount',
  'date',
);
/** Once cancelled; {date} is shown in bold. */
export const appSubscriptionEndsOn = icu<[date: string]>('A assinatura termina em {date}.', 'date');

// The team's integrations page, for a member who is not the team's admin.
export const appTeam = 'Equipe';
export const appGoToTheTeamArea = 'Ir para a área da equipe';

// The team's leads: the table of every member's messages.
export const appLeads = 'Leads';
export const appVisitor = 'Visitante';
export const appMessage = 'Mensagem';
export const appCard = 'Cartão';
export const appMember = 'Membro';
export const appDepartment = 'Departamento';
export const appReceived = 'Recebido';

// The sidebar's areas.
export const appCatalystConnectHome = 'Início do Catalyst Connect';
export const appMain = 'Navegação principal';
export const appCards = 'Cartões';
export const appMessages = 'Mensagens';
export const appCapture = 'Captura';
export const appIntegrations = 'Integrações';
export const appAdmin = 'Administração';
export const appSettings = 'Configurações';

// The signed-in layout's menu on a phone.
export const appMenu = 'Menu';
export const appCloseSidebar = 'Fechar barra lateral';
export const appOpenSidebar = 'Abrir barra lateral';

// The user menu at the top right.
export const appOpenUserMenu = 'Abrir menu do usuário';
export const appYourProfile = 'Seu perfil';
export const appSignOut = 'Sair';

// The breadcrumbs above a page's title.
export const appHome = 'Início';
export const appBreadcrumb = 'Trilha de navegação';

// The error page.
export const appOops = 'Ops!';
export const appGoBackToHome = 'Voltar para o início';

// The event filter of the lead lists and Insights.
export const appEvent = 'Evento';

// Loading states.
export const appLoading = 'Carregando...';

// The profile editor's live preview.
export const appLivePreview = 'Pré-visualização ao vivo';

// The save bar of an editor with unsaved changes.
export const appUnsavedChanges = 'Alterações não salvas';
export const appUnsavedChangesCount = icu<[count: number]>(
  '{count, plural, one {# alteração não salva} other {# alterações não salvas}}',
  'count',
);
export const appReload = 'Recarregar';
export const appDiscard = 'Descartar';
export const appRestore = 'Restaurar';
export const appSaveChanges = 'Salvar alterações';

// The two-step sign-in setup's password step.
export const appCurrentPassword = 'Senha atual';

// A form's submit button.
export const appSaving = 'Salvando...';
export const appSave = 'Salvar';

// A password field's show/hide toggle.
export const appHide = 'Ocultar';
export const appShow = 'Mostrar';
/** The toggle's accessible name; {field} is the field's label. */
export const appHideField = icu<[field: string]>('Ocultar {field}', 'field');
export const appShowField = icu<[field: string]>('Mostrar {field}', 'field');

// A screen whose data failed to load.
export const appTryAgain = 'Tentar novamente';

// A confirmation's default way out.
export const appNoKeepIt = 'Não, manter';

// The name a new passkey gets when its browser or system is not recognised ('Chrome on Mac').
export const appPasskeyBrowser = 'Navegador';
export const appPasskeyThisDevice = 'este dispositivo';

// The prompt before leaving a page with unsaved changes.
export const appLeaveWithoutSavingTitle = 'Sair sem salvar?';
export const appYouHaveChangesThatAreNot =
  'Você tem alterações que ainda não foram salvas. Se sair desta página agora, elas serão perdidas.';
export const appLeaveWithoutSavingButton = 'Sair sem salvar';
export const appStayOnThisPage = 'Ficar nesta página';

// A checklist's progress, and each step's state for screen readers.
export const appStepDone = '(concluído)';
export const appStepToDo = '(pendente)';
export const appStepsDone = icu<[done: number, total: number]>(
  '{done} de {total} concluídos',
  'done',
  'total',
);

// Words many screens share: actions, a lead's or card's fields, busy labels.
export const appCancel = 'Cancelar';
export const appClose = 'Fechar';
export const appDelete = 'Excluir';
export const appEdit = 'Editar';
export const appRemove = 'Remover';
export const appCopied = 'Copiado';
export const appPreview = 'Pré-visualização';
export const appName = 'Nome';
export const appEmail = 'E-mail';
export const appPhone = 'Telefone';
export const appCompany = 'Empresa';
/** A person's job title, as a field's label. */
export const appJobTitle = 'Cargo';
export const appNote = 'Nota';
export const appWorksOffline = 'Funciona off-line';
export const appDownloadVcard = 'Baixar vCard';
export const appChoosePhoto = 'Escolher uma foto';
export const appUploading = 'Enviando...';
export const appCreating = 'Criando...';
/** After a number of days (a period's length). */
export const appDays = 'dias';
