import { z } from 'zod';
import { COPY, maxLengthMessage, requiredMessage, singleLineMessage } from '../copy';
import { hasControlCharacters } from '../text';
import { TeamIdParams } from './teams';

/**
 * Company sign-in (docs/product.md#company-sign-in): the e-mail domains a team verified, its
 * single sign-on through OpenID Connect or SAML 2.0, and the SCIM tokens of its directory.
 */
export const DOMAIN_STATUSES = ['pending', 'verified'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export const SSO_PROTOCOLS = ['oidc', 'saml'] as const;
export type SsoProtocol = (typeof SSO_PROTOCOLS)[number];

/** The TXT record's name is this label before the domain. */
export const DOMAIN_TXT_LABEL = '_catalyst-verification';

/** A name of at least two labels, letters, digits and hyphens, at most 253 characters. */
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)+[a-z][a-z0-9-]{0,62}$/;

export const DomainName = z
  .string({ error: COPY.domainInvalid })
  .trim()
  .transform((value) => value.toLowerCase().replace(/\.$/, ''))
  .refine((value) => DOMAIN_PATTERN.test(value), COPY.domainInvalid);

/** POST /api/teams/{id}/domains. */
export const ClaimDomainBody = z.object({ domain: DomainName });
export type ClaimDomainBody = z.infer<typeof ClaimDomainBody>;

export const DomainParams = TeamIdParams.extend({ domain: z.string().max(300) });

export const TeamDomain = z.object({
  domain: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  /** The record to create: `_catalyst-verification.{domain}` TXT `{txtValue}`. */
  txtName: z.string(),
  txtValue: z.string(),
  verifiedAt: z.string().nullable(),
});
export type TeamDomain = z.infer<typeof TeamDomain>;
export const TeamDomainList = z.array(TeamDomain);

/** POST .../domains/{domain}/verify's success. */
export const VerifiedDomain = z.object({ domain: z.string(), status: z.literal('verified') });

const SSO_TEXT_MAX = 2000;
/** An identity provider's metadata is a few kilobytes; a large one carries many certificates. */
export const SAML_METADATA_MAX = 200_000;

function ssoText(label: string, max = SSO_TEXT_MAX) {
  return z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, maxLengthMessage(max, label))
    .refine((value) => !hasControlCharacters(value), singleLineMessage(label));
}

/** PUT /api/teams/{id}/sso. `clientSecret` may be left out to keep the stored one. */
export const SsoSettingsBody = z.discriminatedUnion('protocol', [
  z.object({
    protocol: z.literal('oidc'),
    issuer: ssoText('Issuer'),
    clientId: ssoText('Client ID'),
    clientSecret: ssoText('Client secret').optional(),
    required: z.boolean().default(false),
    jitProvisioning: z.boolean().default(false),
  }),
  z.object({
    protocol: z.literal('saml'),
    metadataXml: z
      .string({ error: requiredMessage('Metadata XML') })
      .trim()
      .min(1, requiredMessage('Metadata XML'))
      .max(SAML_METADATA_MAX, maxLengthMessage(SAML_METADATA_MAX, 'Metadata XML')),
    required: z.boolean().default(false),
    jitProvisioning: z.boolean().default(false),
  }),
]);
export type SsoSettingsBody = z.infer<typeof SsoSettingsBody>;

/** GET/PUT /api/teams/{id}/sso: the settings, never the secret. */
export const SsoSettings = z.object({
  protocol: z.enum(SSO_PROTOCOLS),
  required: z.boolean(),
  jitProvisioning: z.boolean(),
  /** Where sign-in starts (what 'Test sign-in' opens with `?test=1`). */
  startUrl: z.string(),
  // OpenID Connect
  issuer: z.string().optional(),
  clientId: z.string().optional(),
  /** Whether a secret is stored (the secret itself is never answered). */
  hasClientSecret: z.boolean().optional(),
  redirectUri: z.string().optional(),
  // SAML
  entityId: z.string().optional(),
  acsUrl: z.string().optional(),
  metadataUrl: z.string().optional(),
  idpEntityId: z.string().optional(),
  idpSsoUrl: z.string().optional(),
  updatedAt: z.string(),
});
export type SsoSettings = z.infer<typeof SsoSettings>;

/** POST /api/auth/sso/discover. */
export const SsoDiscoverBody = z.object({ email: z.string().trim().toLowerCase().max(254) });
export const SsoDiscoverAnswer = z.object({ url: z.string() });

/** POST /api/auth/sso/exchange. */
export const SsoExchangeBody = z.object({ code: z.string().min(1).max(200) });

/** Why a single sign-on ended at /login?ssoError=: each has its sentence on the page. */
export const SSO_ERROR_REASONS = [
  'expired',
  'state',
  'provider',
  'refused',
  'email-unverified',
  'domain',
  'not-member',
  'suspended',
  'not-set-up',
] as const;
export type SsoErrorReason = (typeof SSO_ERROR_REASONS)[number];

export const SCIM_TOKEN_NAME_MAX = 80;

/** POST /api/teams/{id}/scim-tokens. */
export const ScimTokenBody = z.object({
  name: z
    .string({ error: requiredMessage(COPY.scimTokenName) })
    .trim()
    .min(1, requiredMessage(COPY.scimTokenName))
    .max(SCIM_TOKEN_NAME_MAX, maxLengthMessage(SCIM_TOKEN_NAME_MAX, COPY.scimTokenName))
    .refine((value) => !hasControlCharacters(value), singleLineMessage(COPY.scimTokenName)),
});

export const ScimTokenParams = TeamIdParams.extend({ tokenId: z.string().max(100) });

export const ScimToken = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export const ScimTokenList = z.array(ScimToken);
/** The 201 of a new token: the token itself, shown this once. */
export const ScimTokenCreated = z.object({ id: z.string(), name: z.string(), token: z.string() });
