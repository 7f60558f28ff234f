// What other modules may import from this one; everything else in the folder is its own.
export { findAccountToken, issueAccountToken, spendAccountTokens } from './account-tokens';
export { verifyCurrentPassword } from './current-password';
export { pendingEmailOf } from './email-change';
export { hashPassword } from './passwords';
export { revokeAllSessions } from './sessions';
export { hashOpaqueToken, newOpaqueToken } from './tokens';
export { hasPasskey } from './manage-passkeys';
export { domainOfEmail, ssoOfEmail, type SsoOfEmail } from './sso-of-email';
export { startSession, type SignInClient } from './sessions';
