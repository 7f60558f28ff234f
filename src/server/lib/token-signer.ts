/**
 * What AppDeps.tokens does: signs and checks the app's JWTs. The auth module builds the real
 * one (modules/auth/tokens.ts); the interface lives here so AppDeps imports no module.
 */
export interface AccessTokenClaims {
  /** user id */
  sub: string;
  /** session (refresh-token family) id */
  sid: string;
  exp: number;
  iat: number;
}

/** What a link token says: who made it, for what (its audience), and the claims it was given. */
export interface LinkTokenClaims {
  /** user id */
  sub: string;
  exp: number;
  iat: number;
  /** The claims given to `signLinkToken`, e.g. the card id of a wallet link. */
  claims: Record<string, unknown>;
}

export interface TokenSigner {
  signAccessToken(userId: string, sessionId: string): Promise<string>;
  /** Returns the claims, or null for anything not a valid, unexpired token of ours. */
  verifyAccessToken(token: string): Promise<AccessTokenClaims | null>;
  /**
   * A short-lived token a link carries (`?token=`) for one purpose, e.g. `wallet-link`: signed
   * with the same secret as access tokens but with its own `typ` header and the purpose as its
   * audience, so it is never accepted as an access token, nor an access token as a link, nor a
   * link of one purpose for another.
   */
  signLinkToken(
    purpose: string,
    userId: string,
    claims: Record<string, string | number>,
    ttlSeconds: number,
  ): Promise<string>;
  /** The claims of a valid, unexpired link token of that purpose, or null. */
  verifyLinkToken(purpose: string, token: string): Promise<LinkTokenClaims | null>;
}
