import { X509Certificate } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { AppError } from '#server/lib/app-error';
import { samlMetadataProblem } from '#shared/copy/company-sign-in';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** What the service provider needs of an identity provider, read from its metadata. */
export interface IdpMetadata {
  entityId: string;
  /** Its SingleSignOnService for the HTTP-Redirect binding. */
  ssoUrl: string;
  /** Its signing certificates, base64 DER bodies (no PEM armour, no spaces). */
  certificates: string[];
}

function refuse(problem: string): never {
  throw new AppError('BAD_REQUEST', samlMetadataProblem(problem));
}

/** Whether a base64 DER body is an X.509 certificate (what node-saml will verify with). */
function isCertificate(body: string): boolean {
  try {
    new X509Certificate(Buffer.from(body, 'base64'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads an identity provider's SAML metadata (an EntityDescriptor, or an EntitiesDescriptor
 * holding one with an IDPSSODescriptor). Refuses, naming what is missing, metadata without an
 * entity id, an HTTP-Redirect sign-in URL over https, or a signing certificate. A DOCTYPE is
 * refused outright (no entity expansion).
 */
export function readIdpMetadata(xml: string, { allowHttp }: { allowHttp: boolean }): IdpMetadata {
  if (/<!DOCTYPE/i.test(xml)) refuse('a DOCTYPE is not allowed');
  let doc;
  try {
    // Entra ID's download starts with a byte order mark, which the parser takes for content.
    const text = xml.replace(/^\uFEFF/, '');
    doc = new DOMParser({ onError: () => undefined }).parseFromString(text, 'text/xml');
  } catch {
    refuse('it is not XML');
  }
  const idp = doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  if (!idp) refuse('no IDPSSODescriptor');
  const entity = idp.parentNode as Element | null;
  const entityId = entity?.getAttribute?.('entityID')?.trim();
  if (!entityId) refuse('no entityID');
  const service = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService')).find(
    (element) => element.getAttribute('Binding') === REDIRECT_BINDING,
  );
  const ssoUrl = service?.getAttribute('Location')?.trim() ?? '';
  if (!ssoUrl) refuse('no SingleSignOnService for the HTTP-Redirect binding');
  let url: URL;
  try {
    url = new URL(ssoUrl);
  } catch {
    refuse('the SingleSignOnService location is not a URL');
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
    refuse('the SingleSignOnService location is not https');
  }
  const certificates = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((key) => (key.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((key) => Array.from(key.getElementsByTagNameNS(DS, 'X509Certificate')))
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ''))
    .filter(Boolean);
  if (certificates.length === 0) refuse('no signing certificate');
  if (!certificates.every(isCertificate)) {
    refuse('a signing certificate is not an X.509 certificate');
  }
  return { entityId, ssoUrl, certificates: [...new Set(certificates)] };
}
