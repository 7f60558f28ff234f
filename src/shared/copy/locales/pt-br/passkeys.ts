// Passkeys (docs/product.md#passkeys): signing in with the device's screen lock instead of a password.
export const passkeyNameRequired = 'Dê um nome à chave de acesso.';
export const passkeyNameTooLong = 'O nome de uma chave de acesso pode ter no máximo 60 caracteres.';
export const passkeyNotFound = 'Chave de acesso não encontrada.';
export const passkeyResponseInvalid =
  'Não foi possível verificar esta chave de acesso. Tente novamente.';
export const passkeyChallengeExpired =
  'Esta solicitação de chave de acesso expirou ou já foi usada. Tente novamente.';
export const passkeyAlreadyAdded = 'Esta chave de acesso já foi adicionada a uma conta.';
export const passkeyNotRecognised =
  'Esta chave de acesso não foi reconhecida. Entre com sua senha.';
export const passkeyCounterWentBack =
  'Esta chave de acesso parece uma cópia e foi recusada. Entre com sua senha.';
export const tooManyPasskeyAttempts = 'Muitas tentativas de login. Aguarde e tente novamente.';

// The screens: Login's passkey button and the Security part of Settings.
export const signInWithPasskey = 'Entrar com uma chave de acesso';
export const signingInWithPasskey = 'Aguardando sua chave de acesso...';
export const passkeySignInCancelled = 'O login com chave de acesso foi cancelado. Tente novamente.';
export const passkeysTitle = 'Chaves de acesso';
export const passkeysDescription =
  'Uma chave de acesso permite entrar com a impressão digital, o rosto ou o bloqueio de tela do seu dispositivo em vez da senha.';
export const noPasskeysYet = 'Você ainda não tem chaves de acesso.';
export const addPasskey = 'Adicionar uma chave de acesso';
export const addingPasskey = 'Adicionando...';
export const passkeyNameLabel = 'Nome da chave de acesso';
export const passkeyAdded = 'Chave de acesso adicionada.';
export const passkeyAddFailed = 'A chave de acesso não foi adicionada. Tente novamente.';
export const passkeyNotSupported = 'Este navegador não pode usar chaves de acesso.';
export const removePasskey = 'Remover';
export const removePasskeyTitle = 'Remover esta chave de acesso?';
export const removePasskeyQuestion =
  'Você não poderá mais entrar com ela. Sua senha continua funcionando.';
export const passkeyRemoved = 'Chave de acesso removida.';
export const passkeyRemoveFailed = 'A chave de acesso não foi removida. Tente novamente.';
export const signInWithYourPasskey =
  'Sua equipe exige a verificação em duas etapas: entre com sua chave de acesso, não apenas com sua senha.';
export const passkeyPasswordNeeded = 'Digite sua senha para adicionar uma chave de acesso';
