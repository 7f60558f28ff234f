import { describe, expect, it } from 'vitest';
import { samlMetadataProblem } from '#shared/copy/company-sign-in';
import { makeSigningKey } from '#tests/support/saml-idp';
import { readIdpMetadata } from './saml-metadata';

// readIdpMetadata on metadata shaped as the identity providers we target publish it: what is
// read must be the IDPSSODescriptor's signing certificates only, never the certificate that
// signed the metadata, a WS-Federation role's, or an encryption key.

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

const body = (pem: string) => pem.replace(/-----[^-]+-----|\s/g, '');
/** As Okta writes it: the base64 wrapped at 64 columns. */
const wrapped = (pem: string) =>
  `\n${body(pem)
    .match(/.{1,64}/g)!
    .join('\n')}\n`;

describe('readIdpMetadata', () => {
  const signing = makeSigningKey('idp.example.test');
  const other = makeSigningKey('other.example.test');
  const keyInfo = (cert: string, prefix = '') =>
    `<${prefix}KeyInfo${prefix ? ` xmlns:ds="${DS}"` : ` xmlns="${DS}"`}><${prefix}X509Data><${prefix}X509Certificate>${cert}</${prefix}X509Certificate></${prefix}X509Data></${prefix}KeyInfo>`;

  it('reads Entra-shaped metadata: a metadata signature and a WS-Federation role beside the IdP', () => {
    const tenant = 'https://sts.windows.net/8f3b2c1e-0000-4000-8000-000000000001/';
    const xml = `\uFEFF<?xml version="1.0" encoding="utf-8"?><EntityDescriptor ID="_m1" entityID="${tenant}" xmlns="${MD}"><Signature xmlns="${DS}"><SignedInfo/><SignatureValue>AAAA</SignatureValue>${keyInfo(body(other.certificate)).replace(` xmlns="${DS}"`, '')}</Signature><RoleDescriptor xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:fed="http://docs.oasis-open.org/wsfed/federation/200706" xsi:type="fed:SecurityTokenServiceType" protocolSupportEnumeration="http://docs.oasis-open.org/wsfed/federation/200706"><KeyDescriptor use="signing">${keyInfo(body(other.certificate))}</KeyDescriptor></RoleDescriptor><IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><KeyDescriptor use="signing">${keyInfo(body(signing.certificate))}</KeyDescriptor><SingleLogoutService Binding="${REDIRECT}" Location="https://login.microsoftonline.com/x/saml2"/><SingleSignOnService Binding="${REDIRECT}" Location="https://login.microsoftonline.com/x/saml2"/><SingleSignOnService Binding="${POST}" Location="https://login.microsoftonline.com/x/saml2"/></IDPSSODescriptor></EntityDescriptor>`;
    expect(readIdpMetadata(xml, { allowHttp: false })).toEqual({
      entityId: tenant,
      ssoUrl: 'https://login.microsoftonline.com/x/saml2',
      certificates: [body(signing.certificate)],
    });
  });

  it('reads Okta-shaped metadata (md: and ds: prefixes, a wrapped certificate, POST first)', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><md:EntityDescriptor xmlns:md="${MD}" entityID="http://www.okta.com/exk1"><md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><md:KeyDescriptor use="signing">${keyInfo(wrapped(signing.certificate), 'ds:')}</md:KeyDescriptor><md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat><md:SingleSignOnService Binding="${POST}" Location="https://acme.okta.com/app/x/sso/saml"/><md:SingleSignOnService Binding="${REDIRECT}" Location="https://acme.okta.com/app/x/sso/saml"/></md:IDPSSODescriptor></md:EntityDescriptor>`;
    expect(readIdpMetadata(xml, { allowHttp: false })).toEqual({
      entityId: 'http://www.okta.com/exk1',
      ssoUrl: 'https://acme.okta.com/app/x/sso/saml',
      certificates: [body(signing.certificate)],
    });
  });

  it('reads AD FS-shaped metadata: the signing keys (two, in a rollover), not the encryption key', () => {
    const xml = `<EntitiesDescriptor xmlns="${MD}"><EntityDescriptor entityID="http://adfs.acme.test/adfs/services/trust"><IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol"><KeyDescriptor use="encryption">${keyInfo(body(makeSigningKey('enc.test').certificate))}</KeyDescriptor><KeyDescriptor use="signing">${keyInfo(body(signing.certificate))}</KeyDescriptor><KeyDescriptor>${keyInfo(body(other.certificate))}</KeyDescriptor><SingleSignOnService Binding="${REDIRECT}" Location="https://adfs.acme.test/adfs/ls/"/></IDPSSODescriptor></EntityDescriptor></EntitiesDescriptor>`;
    expect(readIdpMetadata(xml, { allowHttp: false }).certificates).toEqual([
      body(signing.certificate),
      body(other.certificate),
    ]);
  });

  it('refuses a sign-in URL over http in production, and one that is no URL', () => {
    const xml = (location: string) =>
      `<EntityDescriptor xmlns="${MD}" entityID="e"><IDPSSODescriptor><KeyDescriptor use="signing">${keyInfo(body(signing.certificate))}</KeyDescriptor><SingleSignOnService Binding="${REDIRECT}" Location="${location}"/></IDPSSODescriptor></EntityDescriptor>`;
    expect(readIdpMetadata(xml('http://idp.test/sso'), { allowHttp: true }).ssoUrl).toBe(
      'http://idp.test/sso',
    );
    expect(() => readIdpMetadata(xml('http://idp.test/sso'), { allowHttp: false })).toThrow(
      samlMetadataProblem('the SingleSignOnService location is not https'),
    );
    expect(() => readIdpMetadata(xml('not a url'), { allowHttp: true })).toThrow(
      samlMetadataProblem('the SingleSignOnService location is not a URL'),
    );
  });
});
