// The operator console (/admin) and what it does to accounts, cards and profiles.
export const adminsOnly = 'Somente administradores';
export const accountSuspended = 'Esta conta está suspensa. Entre em contato com o suporte.';
export const cannotSuspendYourself = 'Você não pode suspender sua própria conta';
export const accountAlreadySuspended = 'Esta conta já está suspensa';
export const accountNotSuspended = 'Esta conta não está suspensa';
export const accountAlreadyVerified =
  'Esta conta já está configurada; envie uma redefinição de senha em vez disso';
export const accountNotVerified =
  'Esta conta ainda não está configurada; reenvie o convite em vez disso';
export const cardAlreadyOwned = 'O cartão já pertence a essa conta';
export const profileAlreadyTakenDown = 'Este perfil já foi retirado do ar';
export const profileNotTakenDown = 'Este perfil não está retirado do ar';
export const mailNotRetryable = 'Só é possível reenviar e-mails com falha ou pendentes';
export const mailNotFound = 'E-mail não encontrado';
export const reasonRequired = 'Informe um motivo';
export const lastAdmin =
  'O último administrador não pode ser removido; torne outra pessoa administradora primeiro';
export const lastAdminCannotLeave =
  'O último administrador não pode excluir a própria conta; torne outra pessoa administradora primeiro';
export const profileTakenDownNotice =
  'Um administrador retirou este perfil do ar, então os visitantes não podem vê-lo.';
