// Company sign-in's sentences with a value (docs/product.md#company-sign-in).

/** PUT .../sso with an OpenID Connect issuer whose discovery document cannot be used. */
export function oidcIssuerProblem(problem: string): string {
  return `The issuer's discovery document could not be used: ${problem}`;
}

/** PUT .../sso with SAML metadata that lacks what sign-in needs. */
export function samlMetadataProblem(problem: string): string {
  return `The identity provider's metadata could not be used: ${problem}`;
}
