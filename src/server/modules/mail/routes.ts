import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '#server/lib/html';
import { COPY } from '#shared/copy';
import { listRecentMails } from './mail-queue';

/**
 * The development mailbox: every queued mail, newest first, at /dev/mail (a page) and
 * /dev/mail.json. Registered only when NODE_ENV is not production.
 */
export async function publicRoutes(app: FastifyInstance) {
  const { deps } = app;

  app.get('/dev/mail.json', { schema: { hide: true } }, async () => {
    const mails = await listRecentMails(deps);
    return mails.map((mail) => ({
      id: mail.id,
      to: mail.toAddress,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      status: mail.status,
      createdAt: mail.createdAt.toISOString(),
    }));
  });

  app.get<{ Params: { id: string } }>(
    '/dev/mail/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const mails = await listRecentMails(deps, 500);
      const mail = mails.find((m) => m.id === request.params.id);
      if (!mail) return reply.code(404).send({ message: COPY.notFound });
      // The mail's own HTML, sandboxed: no script runs, no form posts.
      return reply
        .header(
          'content-security-policy',
          "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: https:",
        )
        .type('text/html; charset=utf-8')
        .send(mail.htmlBody);
    },
  );

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await listRecentMails(deps);
    const rows = mails
      .map(
        (mail) => `<article><h2><a href="/dev/mail/${mail.id}">${escapeHtml(mail.subject)}</a></h2>
<p class="meta">To ${escapeHtml(mail.toAddress)} · ${mail.createdAt.toISOString()} · ${mail.status}</p>
<pre>${escapeHtml(mail.textBody).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Outbox — Catalyst Connect</title><style>body{font:15px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#111827}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.05rem;margin:0}.meta{color:#6b7280;margin:.25rem 0 .75rem}
pre{white-space:pre-wrap;background:#f9fafb;padding:.75rem;border-radius:6px}a{color:#c2410c}</style></head>
<body><h1>Outbox</h1><p>Mail the app has sent, newest first (development only). JSON: <a href="/dev/mail.json">/dev/mail.json</a></p>
${rows || '<p>No mail yet.</p>'}</body></html>`);
  });
}
