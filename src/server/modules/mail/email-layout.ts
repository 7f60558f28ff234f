import { escapeHtml } from '#server/lib/html';
import { directionOf } from '#shared/i18n/languages';
import { mailCopy, type MailLanguage } from './mail-language';

export interface EmailContent {
  subject: string;
  /** First line a mail client shows in the list. */
  preview: string;
  /** The greeting line; empty when the paragraphs greet (a text the owner wrote). */
  greeting: string;
  /** Each a paragraph; a line break inside one stays a line break (`<br>`). */
  paragraphs: string[];
  action: { label: string; url: string };
  /** Small print under the button, e.g. how long the link works. */
  note: string;
  appUrl: string;
  /** The recipient's language: the words are already in it; the page says so (`lang`, `dir`). */
  language: MailLanguage;
}

/**
 * The branded mail every message uses: a text part and an HTML part with inline styles (mail
 * clients ignore style sheets), the link both as a button and spelled out.
 */
export function renderEmail(content: EmailContent): {
  subject: string;
  text: string;
  html: string;
} {
  const text = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${content.action.label}: ${content.action.url}`,
    '',
    content.note,
    '',
    '— Catalyst Connect',
    content.appUrl,
  ].join('\n');

  const language = content.language ?? 'en';
  const url = escapeHtml(content.action.url);
  const paragraphs = content.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#374151">${p.split('\n').map(escapeHtml).join('<br>')}</p>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:32px 16px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#111827;padding:20px 32px;font-size:20px;font-weight:700;color:#ffffff">Catalyst <span style="color:#f97316">Connect</span></td></tr>
<tr><td style="padding:32px">
${content.greeting ? `<p style="margin:0 0 16px;font-size:18px;font-weight:600;color:#111827">${escapeHtml(content.greeting)}</p>` : ''}
${paragraphs}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#ea580c;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 8px;font-size:14px;line-height:20px;color:#6b7280">${escapeHtml(content.note)}</p>
<p style="margin:0;font-size:13px;line-height:20px;color:#6b7280;word-break:break-all">${escapeHtml(mailCopy(language).mailButtonFallback)}<br><a href="${url}" style="color:#ea580c">${url}</a></p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f9fafb;font-size:12px;color:#9ca3af">Catalyst Connect · <a href="${escapeHtml(content.appUrl)}" style="color:#9ca3af">${escapeHtml(content.appUrl)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
