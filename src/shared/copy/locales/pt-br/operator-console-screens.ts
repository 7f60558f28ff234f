// The operator console's screens: what each action's confirmation says, and its toast.
export const adminSuspendQuestion =
  'O proprietário é desconectado de todos os lugares de uma vez e não pode entrar até que a conta seja reativada.';
export const adminUnsuspendQuestion = 'O proprietário poderá entrar novamente.';
export const adminResendInvitationQuestion =
  'Um novo link de convite é enviado para o endereço da conta.';
export const adminSendPasswordResetQuestion =
  'Um link de redefinição de senha é enviado para o endereço da conta.';
export const adminMoveCardQuestion =
  'O cartão passa para a conta com este endereço de e-mail. Um endereço sem conta é convidado a criar uma. Os dados de contato, o perfil do Connect, as mensagens de visitantes e as Estatísticas do proprietário anterior são apagados, a menos que você os mantenha.';
export const adminKeepOwnerDataLabel = 'Manter os dados do proprietário anterior no cartão';
export const adminKeepOwnerDataHint =
  'Somente quando o novo proprietário for a mesma pessoa (outro endereço dela): os dados de contato, o perfil do Connect, as mensagens de visitantes e as Estatísticas vão junto com o cartão. Fica registrado no registro de auditoria.';
export const adminTakeDownQuestion =
  'Os visitantes verão que este perfil não existe até que ele seja restaurado. O proprietário vê o motivo no editor de perfil.';
export const adminRestoreQuestion = 'Os visitantes poderão ver este perfil novamente.';
export const adminRetryMailQuestion = 'O e-mail é enviado novamente na hora.';
export const adminReasonHint = 'Fica registrado no registro de auditoria.';
export const adminAccountSuspended = 'Conta suspensa';
export const adminAccountUnsuspended = 'Conta reativada';
export const adminInvitationSent = 'Convite enviado';
export const adminPasswordResetSent = 'Link de redefinição de senha enviado';
export const adminProfileTakenDown = 'Perfil retirado do ar';
export const adminProfileRestored = 'Perfil restaurado';
export const adminMailRetried = 'O e-mail será enviado novamente';
export const adminNoAccounts = 'Nenhuma conta corresponde a esta pesquisa.';
export const adminNoFailedMail = 'Nenhum e-mail falhou.';
export const adminNoPendingMail = 'Nenhum e-mail aguardando envio.';
export const adminNoUnassignedCards = 'Todos os cartões têm um proprietário.';
export const adminNoAuditEntries = 'Nada no registro de auditoria corresponde a estes filtros.';
