import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';
import * as samlify from 'samlify';

/**
 * A SAML identity provider for the tests: a key and a self-signed certificate made now with the
 * openssl CLI, its metadata written by samlify, and responses built and signed (XML-DSig, RSA
 * SHA-256, exclusive c14n) by samlify as Entra ID, Okta or Google sign theirs. What it reads of
 * an AuthnRequest (its ID, ACS URL, issuer) is read here, from the deflated redirect: samlify's
 * own request parser needs an XML schema validator this suite has no use for.
 */

const BINDING_REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
export const NAMEID_EMAIL = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
export const NAMEID_PERSISTENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';
export const CLAIM_EMAIL = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress';

export interface SigningKey {
  privateKey: string;
  /** PEM. */
  certificate: string;
}

/** An RSA key and a self-signed certificate for `cn`, made by openssl in a temp folder. */
export function makeSigningKey(cn: string): SigningKey {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cc-saml-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        'idp.key',
        '-out',
        'idp.pem',
        '-days',
        '2',
        '-subj',
        `/CN=${cn}`,
      ],
      { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return {
      privateKey: readFileSync(path.join(dir, 'idp.key'), 'utf8'),
      certificate: readFileSync(path.join(dir, 'idp.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the identity provider read of an AuthnRequest that came over HTTP-Redirect. */
export interface ParsedAuthnRequest {
  id: string;
  issuer: string;
  acsUrl: string;
  destination: string;
  nameIdFormat: string | null;
  relayState: string;
}

/** Reads the redirect the service provider sent the browser to (SAMLRequest, RelayState). */
export function readRedirect(location: string): ParsedAuthnRequest {
  const url = new URL(location);
  const encoded = url.searchParams.get('SAMLRequest');
  if (!encoded) throw new Error(`no SAMLRequest in ${location}`);
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const request = doc.documentElement;
  if (!request || request.localName !== 'AuthnRequest') throw new Error(`not an AuthnRequest`);
  const issuer = request.getElementsByTagNameNS('urn:oasis:names:tc:SAML:2.0:assertion', 'Issuer');
  const policy = request.getElementsByTagNameNS(
    'urn:oasis:names:tc:SAML:2.0:protocol',
    'NameIDPolicy',
  )[0];
  return {
    id: request.getAttribute('ID') ?? '',
    issuer: issuer[0]?.textContent ?? '',
    acsUrl: request.getAttribute('AssertionConsumerServiceURL') ?? '',
    destination: request.getAttribute('Destination') ?? '',
    nameIdFormat: policy?.getAttribute('Format') ?? null,
    relayState: url.searchParams.get('RelayState') ?? '',
  };
}

/** What goes into a response; each field may be set wrong on purpose. */
export interface ResponseFields {
  inResponseTo?: string | null;
  /** The subject confirmation's InResponseTo, when it differs from the response's. */
  subjectInResponseTo?: string;
  email?: string;
  nameIdFormat?: string;
  audience?: string;
  recipient?: string;
  destination?: string | null;
  issuer?: string;
  /** Of the subject confirmation and the conditions. */
  notOnOrAfter?: Date;
  assertionId?: string;
  attributes?: Record<string, string>;
  /** What is signed: the assertion (Entra ID's default), the response, both (Okta), nothing. */
  sign?: 'assertion' | 'response' | 'both' | 'none';
  /** Signs with this key instead of the one in the metadata. */
  signingKey?: SigningKey;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function attributeStatement(attributes: Record<string, string>): string {
  const entries = Object.entries(attributes);
  if (entries.length === 0) return '';
  const lines = entries.map(
    ([name, value]) =>
      `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:unspecified"><saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
  );
  return `<saml:AttributeStatement>${lines.join('')}</saml:AttributeStatement>`;
}

export interface SamlTestIdp {
  entityId: string;
  ssoUrl: string;
  key: SigningKey;
  /** The identity provider's metadata, as an admin downloads it (samlify's). */
  metadataXml: string;
  /** A response to `request`, base64 as the browser posts it in SAMLResponse. */
  respond(
    request: Pick<ParsedAuthnRequest, 'id' | 'acsUrl' | 'issuer'>,
    fields?: ResponseFields,
  ): string;
}

let responseCounter = 0;
const AUTHN_SLOT = 'AUTHN_STATEMENT_SLOT';
const ATTRIBUTES_SLOT = 'ATTRIBUTE_STATEMENT_SLOT';

/** An identity provider whose sign-in page is `ssoUrl` (never fetched: the test plays the browser). */
export function startSamlIdp({
  entityId = 'https://idp.example.test/metadata',
  ssoUrl = 'https://idp.example.test/sso',
  key = makeSigningKey('idp.example.test'),
}: { entityId?: string; ssoUrl?: string; key?: SigningKey } = {}): SamlTestIdp {
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    signingCert: key.certificate,
    privateKey: key.privateKey,
    nameIDFormat: [NAMEID_EMAIL],
    singleSignOnService: [{ Binding: BINDING_REDIRECT, Location: ssoUrl }],
    // Not used here; samlify warns on stderr without one.
    singleLogoutService: [{ Binding: BINDING_REDIRECT, Location: `${ssoUrl}/logout` }],
  });
  const metadataXml = idp.getMetadata();

  function respond(
    request: Pick<ParsedAuthnRequest, 'id' | 'acsUrl' | 'issuer'>,
    fields: ResponseFields = {},
  ): string {
    responseCounter += 1;
    const now = new Date();
    const notOnOrAfter = fields.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000);
    const xml = samlify.SamlLib.replaceTagsByValue(
      samlify.SamlLib.defaultLoginResponseTemplate.context,
      {
        ID: `_resp${responseCounter}${Date.now()}`,
        AssertionID: fields.assertionId ?? `_assert${responseCounter}${Date.now()}`,
        Destination: fields.destination === undefined ? request.acsUrl : fields.destination,
        Audience: fields.audience ?? request.issuer,
        SubjectRecipient: fields.recipient ?? request.acsUrl,
        Issuer: fields.issuer ?? entityId,
        IssueInstant: now.toISOString(),
        StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
        ConditionsNotBefore: new Date(now.getTime() - 60_000).toISOString(),
        ConditionsNotOnOrAfter: notOnOrAfter.toISOString(),
        SubjectConfirmationDataNotOnOrAfter: notOnOrAfter.toISOString(),
        NameIDFormat: fields.nameIdFormat ?? NAMEID_EMAIL,
        NameID: fields.email ?? '',
        InResponseTo: fields.inResponseTo === undefined ? request.id : fields.inResponseTo,
        AuthnStatement: AUTHN_SLOT,
        AttributeStatement: ATTRIBUTES_SLOT,
      },
    );
    // replaceTagsByValue escapes what it puts in: the two statements are XML, put in after.
    const authn = `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_s${responseCounter}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`;
    let raw = xml
      .replace(AUTHN_SLOT, authn)
      .replace(ATTRIBUTES_SLOT, attributeStatement(fields.attributes ?? {}));
    if (fields.subjectInResponseTo) {
      raw = raw.replace(
        /(<saml:SubjectConfirmationData [^>]*InResponseTo=")[^"]*"/,
        `$1${escapeXml(fields.subjectInResponseTo)}"`,
      );
    }
    const signer = fields.signingKey ?? key;
    const sign = fields.sign ?? 'assertion';
    const config = {
      privateKey: signer.privateKey,
      // samlify takes the certificate's body, as it reads it from metadata.
      signingCert: signer.certificate.replace(/-----[^-]+-----|\s/g, ''),
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      isBase64Output: false,
    };
    let signed = raw;
    if (sign === 'assertion' || sign === 'both') {
      signed = samlify.SamlLib.constructSAMLSignature({
        ...config,
        rawSamlMessage: signed,
        referenceTagXPath: "/*[local-name(.)='Response']/*[local-name(.)='Assertion']",
        signatureConfig: {
          prefix: 'ds',
          location: {
            reference:
              "/*[local-name(.)='Response']/*[local-name(.)='Assertion']/*[local-name(.)='Issuer']",
            action: 'after',
          },
        },
      });
    }
    if (sign === 'response' || sign === 'both') {
      signed = samlify.SamlLib.constructSAMLSignature({
        ...config,
        rawSamlMessage: signed,
        isMessageSigned: true,
        signatureConfig: {
          prefix: 'ds',
          location: {
            reference: "/*[local-name(.)='Response']/*[local-name(.)='Issuer']",
            action: 'after',
          },
        },
      });
    }
    return Buffer.from(signed, 'utf8').toString('base64');
  }

  return { entityId, ssoUrl, key, metadataXml, respond };
}
