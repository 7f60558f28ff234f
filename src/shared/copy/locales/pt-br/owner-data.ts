// The owner's own data (Settings → Your Data): the download and the account's deletion.
export const accountDataTitle = 'Seus dados';
export const accountDataDescription =
  'Baixe uma cópia de tudo o que guardamos sobre você ou exclua sua conta.';
export const downloadMyData = 'Baixar meus dados';
export const downloadingMyData = 'Preparando...';
export const accountDataContents =
  'Um arquivo JSON: sua conta, cartões, perfis do Connect, mensagens recebidas, assinatura e links para suas imagens.';
export const accountDataDownloadFailed = 'Não foi possível baixar seus dados. Tente novamente.';
export const deleteAccountTitle = 'Excluir conta';
export const deleteAccountSummary = 'Exclui sua conta e tudo o que há nela para sempre.';
export const deleteAccountButton = 'Excluir conta';
export const deleteAccountQuestion =
  'Sua assinatura termina na hora. Seus cartões são apagados e liberados: os dados, perfis do Connect, identificadores, mensagens e Estatísticas deles são excluídos e os links param de funcionar. Suas imagens também são excluídas. Esta ação não pode ser desfeita.';
export const deleteAccountPasswordLabel = 'Sua senha';
export const deleteAccountConfirm = 'Excluir minha conta';
export const deleteAccountKeep = 'Não, manter minha conta';
export const deleteAccountFailed = 'Não foi possível excluir sua conta. Tente novamente.';
export const accountDeleted = 'Sua conta foi excluída.';
