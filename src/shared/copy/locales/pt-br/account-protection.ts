// Account takeover protection (current password, e-mail change by link).
export const wrongCurrentPassword = 'Sua senha atual não está correta';
export const tooManyPasswordAttempts =
  'Muitas senhas incorretas. Aguarde alguns minutos e tente novamente.';
export const currentPasswordForEmailChange =
  'Digite sua senha atual para alterar seu endereço de e-mail';
export const tooManyEmailChanges =
  'Muitas alterações de endereço de e-mail. Aguarde um pouco e tente novamente.';
export const invalidEmailChangeLink = 'Este link de confirmação de e-mail é inválido ou expirou';
