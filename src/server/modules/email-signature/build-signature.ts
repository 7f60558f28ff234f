import { escapeHtml } from '#server/lib/html';
import { COPY } from '#shared/copy';
import type { CardConfiguration } from '#shared/schemas/cards';
import type { EmailSignature } from '#shared/schemas/email-signature';

/** The photo as the signature shows it: an absolute URL and its size in CSS pixels. */
export interface SignaturePhoto {
  url: string;
  width: number;
  height: number;
}

export interface SignatureInput {
  config: CardConfiguration;
  photo: SignaturePhoto | null;
  /** The card's share URL with `?src=email`. */
  saveContactUrl: string;
}

const PHONE_LABELS = { cellPhone: 'Mobile', workPhone: 'Office' } as const;

/*
 * Mail clients keep little of HTML: Gmail drops <style> blocks and classes, Outlook on Windows
 * renders with Word (no flex, grid, max-width or CSS image sizes). So: nested tables, inline
 * styles of the CSS 2 kind, web-safe fonts, and width/height attributes on the image.
 */
const FONT = 'font-family:Arial,Helvetica,sans-serif';
const TEXT_COLOUR = '#1f2937';
const MUTED_COLOUR = '#4b5563';
const ACCENT_COLOUR = '#c2410c';
const TABLE_ATTRIBUTES = 'cellpadding="0" cellspacing="0" border="0" role="presentation"';

/** One line of text: runs of whitespace (a stray newline in a field too) become one space. */
function clean(value: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? '').replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
}

/** `tel:` with digits and a leading + only; an extension ("x12", "ext. 12") as `;ext=`. */
function telHref(phone: string): string | null {
  const [number = '', extension] = phone.split(/\s*(?:x|ext\.?)\s*/i);
  const digits = number.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  if (!/\d{3}/.test(digits)) return null;
  const ext = extension?.replace(/\D/g, '');
  return ext ? `tel:${digits};ext=${ext}` : `tel:${digits}`;
}

/** `mailto:` only for something shaped like an address; `?`, `#`, `&` cannot add headers. */
function mailtoHref(email: string): string | null {
  if (!/^[^\s@<>"'`]+@[^\s@<>"'`]+$/.test(email)) return null;
  return `mailto:${email.replace(/[%?#&]/g, (character) => encodeURIComponent(character))}`;
}

/** The website only when it is http(s): a `javascript:` URL in a signature runs nowhere good. */
function websiteHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function link(href: string, text: string, style: string): string {
  return `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(text)}</a>`;
}

function row(content: string, style = ''): string {
  return `<tr><td style="${FONT};font-size:14px;line-height:20px;color:${TEXT_COLOUR};${style}">${content}</td></tr>`;
}

interface Line {
  /** What the HTML shows (already escaped markup). */
  html: string;
  /** The same line in the plain-text version. */
  text: string;
  style?: string;
}

function fullName(config: CardConfiguration): string {
  return [clean(config.firstName), clean(config.lastName)].filter(Boolean).join(' ');
}

/** The signature's lines, top to bottom; a field left empty leaves no line. */
function signatureLines(config: CardConfiguration, saveContactUrl: string): Line[] {
  const lines: Line[] = [];
  const name = fullName(config);
  if (name) {
    lines.push({
      html: escapeHtml(name),
      text: name,
      style: 'font-size:16px;font-weight:bold;color:#111827;',
    });
  }
  const role = [clean(config.workTitle), clean(config.workOrganization)]
    .filter(Boolean)
    .join(' · ');
  if (role) lines.push({ html: escapeHtml(role), text: role, style: `color:${MUTED_COLOUR};` });

  const plainLink = `color:${TEXT_COLOUR};text-decoration:none;`;
  for (const field of ['cellPhone', 'workPhone'] as const) {
    const phone = clean(config[field]);
    if (!phone) continue;
    const href = telHref(phone);
    const label = `${PHONE_LABELS[field]}: `;
    lines.push({
      html: escapeHtml(label) + (href ? link(href, phone, plainLink) : escapeHtml(phone)),
      text: label + phone,
    });
  }
  const email = clean(config.email) || clean(config.workEmail);
  if (email) {
    const href = mailtoHref(email);
    lines.push({ html: href ? link(href, email, plainLink) : escapeHtml(email), text: email });
  }
  const website = clean(config.workUrl);
  const websiteLink = website ? websiteHref(website) : null;
  if (websiteLink) {
    const shown = website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
    lines.push({ html: link(websiteLink, shown, plainLink), text: websiteLink });
  }
  lines.push({
    html: link(
      saveContactUrl,
      COPY.saveMyContact,
      `color:${ACCENT_COLOUR};font-weight:bold;text-decoration:underline;`,
    ),
    text: `${COPY.saveMyContact}: ${saveContactUrl}`,
    style: 'padding-top:6px;',
  });
  return lines;
}

function photoCell(photo: SignaturePhoto, alt: string): string {
  const { width, height } = photo;
  // Outlook sizes images by the attributes only; the style keeps other clients from scaling it.
  const image = `<img src="${escapeHtml(photo.url)}" width="${width}" height="${height}" alt="${escapeHtml(alt)}" style="display:block;width:${width}px;height:${height}px;border:0;border-radius:8px;">`;
  return `<td valign="top" style="vertical-align:top;padding:0 14px 0 0;">${image}</td>`;
}

/** The card's e-mail signature: the HTML table and the plain-text lines. */
export function buildEmailSignature({
  config,
  photo,
  saveContactUrl,
}: SignatureInput): EmailSignature {
  const lines = signatureLines(config, saveContactUrl);
  const details = `<table ${TABLE_ATTRIBUTES} style="border-collapse:collapse;">${lines
    .map((line) => row(line.html, line.style))
    .join('')}</table>`;
  const html =
    `<table ${TABLE_ATTRIBUTES} style="border-collapse:collapse;${FONT};color:${TEXT_COLOUR};"><tr>` +
    (photo ? photoCell(photo, fullName(config)) : '') +
    `<td valign="top" style="vertical-align:top;border-left:2px solid ${ACCENT_COLOUR};padding:0 0 0 14px;">${details}</td>` +
    `</tr></table>`;
  return { html, text: lines.map((line) => line.text).join('\n') };
}
