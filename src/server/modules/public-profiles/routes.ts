import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#server/lib/app-error';
import { matchesEtag } from '#server/lib/etag';
import { acceptsGzip, gzipEtag, unpackedPage } from '#server/lib/gzip-at-rest';
import { askedLanguage, languageKey, linkedLanguage, varyWith } from '#server/lib/public-language';
import { type CachedAnswer, PUBLIC_CACHE_CONTROL } from '#server/lib/public-read-cache';
import { isCardCode } from '#shared/cards/card-code';
import { COPY } from '#shared/copy';
import { type Language, pickLanguage } from '#shared/i18n/languages';
import { MESSAGE_OUTCOME_IDS } from '#shared/leads/form-outcomes';
import { ROUTES } from '#shared/routes';
import { CardCodeParams, ErrorBody, ProfileKeyParams } from '#shared/schemas/common';
import { PublicProfile } from '#shared/schemas/profiles';
import { recordView } from '../insights/public';
import { countLinkClick } from './count-link-click';
import { EXAMPLE_SEND_ACTION, EXAMPLE_VCARD, renderExamplePage } from './example-page';
import { inAppVariant } from './in-app-browser';
import { readPageAssets } from './page-assets';
import { buildTag } from './profile-etag';
import { loadPublicJson, loadPublicJsonByCode } from './public-json';
import { readCodePage, readProfilePage, readShareImage } from './read-profile-page';
import { renderLimitedPage } from './render-limited-page';
import { renderNotFoundPage } from './render-profile-page';

/**
 * What visitors call, without a session: the profile as JSON, the link-click ping and the
 * public pages, each plugin in a context of its own (the ping's body parser stays in its own).
 */
export async function publicRoutes(app: FastifyInstance) {
  await app.register(profileJson);
  await app.register(linkClick);
  await app.register(profilePages);
}

/**
 * findPublicProfile builds exactly the PublicProfile shape (its tests parse it with the schema),
 * so the hottest read is stringified once, when it is cached, and then sent as is.
 */
const sendCachedBody =
  ({ httpStatus }: { httpStatus?: string }) =>
  (data: unknown) =>
    httpStatus === '304' ? '' : typeof data === 'string' ? data : JSON.stringify(data);

/**
 * A cached profile's answer, by key or by code: 404 when there is none, else its ETag and the
 * public cache header, and 304 when the client holds that version.
 */
function sendProfileJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer | null,
) {
  if (!answer) throw new AppError('NOT_FOUND', COPY.profileNotFound);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', answer.etag);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send(null);
  }
  // The PublicProfile serialized when it was cached: sent as it is (see sendCachedBody).
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** GET /api/card-profiles/public/{key}: the profile as JSON. */
async function profileJson(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const build = buildTag(deps.webRoot);

  app.get(
    '/api/card-profiles/public/:key',
    {
      schema: {
        tags: ['public'],
        description: 'A profile by its Connect handle or its uuid.',
        params: ProfileKeyParams,
        response: { 200: PublicProfile, 304: z.null(), 404: ErrorBody },
      },
      serializerCompiler: sendCachedBody,
    },
    async (request, reply) => {
      const key = request.params.key.toLowerCase();
      const answer = await loadPublicJson(app, key, build, request.ip);
      // The app's own public route asks with view=1 (the server page counts its views itself).
      const { view } = request.query as { view?: unknown };
      if (view === '1' && answer?.cardId !== undefined) recordView(app, request, answer.cardId);
      return sendProfileJson(request, reply, answer);
    },
  );

  // The same profile by the code a card's printed QR codes and NFC chips carry (/c/{code}): the
  // capture screen reads a scanned card's contact with it. No view is counted: a scan by
  // another owner's phone is not a visit.
  app.get(
    '/api/card-profiles/public/code/:code',
    {
      schema: {
        tags: ['public'],
        description:
          "A profile by its card's permanent code, the one its /c/{code} address carries.",
        params: CardCodeParams,
        response: { 200: PublicProfile, 304: z.null(), 404: ErrorBody },
      },
      serializerCompiler: sendCachedBody,
    },
    async (request, reply) => {
      const code = request.params.code.toLowerCase();
      const answer = await loadPublicJsonByCode(app, code, build, request.ip);
      return sendProfileJson(request, reply, answer);
    },
  );
}

/**
 * POST /api/card-profiles/public/{key}/click?link=...: browsers post here by themselves when a
 * visitor follows a link of the public page (the links' `ping` attribute, with a `text/ping`
 * body): no script needed, and the navigation never waits for it.
 */
async function linkClick(fastify: FastifyInstance) {
  const build = buildTag(fastify.deps.webRoot);
  // Only in this route's context: elsewhere text bodies stay refused (415).
  fastify.addContentTypeParser(
    'text/ping',
    { parseAs: 'string', bodyLimit: 64 },
    (_request, _body, done) => done(null, null),
  );
  fastify.withTypeProvider<ZodTypeProvider>().post(
    '/api/card-profiles/public/:key/click',
    {
      schema: {
        tags: ['public'],
        description:
          "Counts a click on one of the public profile's links (`link`: a button's uuid or a link field such as linkedInUrl); sent by the page's `ping` links.",
        params: ProfileKeyParams,
        querystring: z.object({ link: z.string().max(64) }),
        response: { 204: z.null(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      await countLinkClick(fastify, request, {
        key: request.params.key.toLowerCase(),
        linkId: request.query.link,
        build,
      });
      return reply.code(204).send(null);
    },
  );
}

/** The language a request asks a page in (`?lang=`, then Accept-Language), else null. */
function askedBy(request: FastifyRequest): Language | null {
  return askedLanguage(
    (request.query as { lang?: unknown }).lang,
    request.headers['accept-language'],
  );
}

/** Whether the address itself names the page's language (`?lang=`): its canonical link does. */
function linkedBy(request: FastifyRequest): boolean {
  return linkedLanguage((request.query as { lang?: unknown }).lang) !== null;
}

/** A page rendered once per language, on first asking, for pages the same for everyone. */
function perLanguage(render: (language: Language) => string): (language: Language) => string {
  const pages = new Map<Language, string>();
  return (language) => {
    let page = pages.get(language);
    if (page === undefined) pages.set(language, (page = render(language)));
    return page;
  };
}

/**
 * GET /u/{handle or uuid} and GET /c/{code}: the public profile, rendered on the server and
 * kept in memory. Inside an app's own browser the page carries a hint under 'Download Contact';
 * each variant is cached and validated on its own, and there is no `Vary: User-Agent`
 * (decision 023). /c/{code} is served in place, not redirected: printed codes are scanned on
 * weak networks, where a round trip costs most (decision 031).
 */
async function profilePages(app: FastifyInstance) {
  const { webRoot } = app.deps;
  const assets = readPageAssets(webRoot, 'public-profile-entry.ts');
  const build = buildTag(webRoot);
  const notFoundPage = perLanguage((language) =>
    renderNotFoundPage(assets, app.deps.config.shopUrl, language),
  );
  const limitedPage = perLanguage((language) => renderLimitedPage(assets, language));
  // The language chosen, a page per language: each answer differs by the visitor's header.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type')).startsWith('text/html')) {
      reply.header('vary', varyWith(reply.getHeader('vary'), 'Accept-Language'));
    }
    return payload;
  });

  async function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer | null) {
    reply.type('text/html; charset=utf-8');
    if (!answer) {
      // No owner to choose: the visitor's language, else English.
      const language = pickLanguage({ query: askedBy(request) });
      return reply.code(404).header('cache-control', 'no-cache').send(notFoundPage(language));
    }
    if (answer.location !== undefined) {
      // A handle its account renamed: to the card's current address, with the visit's ?src=
      // so Insights still counts where it came from. Not kept by browsers (no-cache): a later
      // rename back must not be stuck behind a remembered redirect.
      const query = request.url.indexOf('?');
      const location = query === -1 ? answer.location : answer.location + request.url.slice(query);
      return reply
        .code(308)
        .header('cache-control', 'no-cache')
        .header('location', location)
        .send();
    }
    // Kept gzipped (decision 076): sent as it is to a client that takes gzip, under a validator
    // of its own, else unpacked.
    const gzip = answer.encoding === 'gzip' && acceptsGzip(request.headers['accept-encoding']);
    const etag = gzip ? gzipEtag(answer.etag) : answer.etag;
    reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', etag);
    if (answer.encoding) reply.header('vary', varyWith(reply.getHeader('vary'), 'Accept-Encoding'));
    if (answer.cardId !== undefined) recordView(app, request, answer.cardId);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (gzip) return reply.header('content-encoding', 'gzip').send(answer.body);
    return reply.send(answer.encoding ? unpackedPage(answer.body) : answer.body);
  }

  /** Too many unknown keys from this address: a page that says so, not a JSON body. */
  function limitedPageOnTooMany(error: Error, request: FastifyRequest, reply: FastifyReply) {
    if (!(error instanceof AppError) || error.status !== 429) throw error;
    return reply
      .code(429)
      .header('retry-after', String(error.retryAfterSeconds))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(limitedPage(pickLanguage({ query: askedBy(request) })));
  }

  app.get<{ Params: { key: string } }>(
    '/u/:key',
    {
      schema: { hide: true },
      errorHandler: limitedPageOnTooMany,
    },
    async (request, reply) => {
      // The API's own parameter schema: a key it refuses is not found here either.
      const params = ProfileKeyParams.safeParse(request.params);
      // Handles and uuids are looked up in lower case: one entry (and one page) for any spelling.
      const key = request.params.key.toLowerCase();
      const variant = inAppVariant(request.headers['user-agent']);
      const asked = askedBy(request);
      const linked = linkedBy(request);
      const cacheKey = languageKey(
        variant ? `html:${key}|${variant.name}` : `html:${key}`,
        asked,
        linked,
      );
      const answer = !params.success
        ? null
        : await app.publicCache
            .for(request.ip)
            .load(cacheKey, () =>
              readProfilePage(app.deps, { key, asked, linked, variant, assets, build }),
            );
      return send(request, reply, answer);
    },
  );

  // The share image link previews show (og:image): answered as the page is, by the same key.
  app.get<{ Params: { key: string } }>(
    '/u/:key/og.png',
    { schema: { hide: true }, errorHandler: limitedPageOnTooMany },
    async (request, reply) => {
      const params = ProfileKeyParams.safeParse(request.params);
      const key = request.params.key.toLowerCase();
      const answer = !params.success
        ? null
        : await app.publicCache
            .for(request.ip)
            .load(`og:${key}`, () => readShareImage(app.deps, { key, build }));
      // Not found, or a retired handle's redirect: as the page answers them.
      if (!answer || answer.location !== undefined) return send(request, reply, answer);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', answer.etag);
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.type('image/png').send(answer.body);
    },
  );

  // The example profile /subscribe links to: fixed data, on every install (example-page.ts).
  const examplePage = perLanguage((language) =>
    renderExamplePage(assets, app.deps.config, language),
  );
  app.get(ROUTES.exampleProfile, { schema: { hide: true } }, (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('text/html; charset=utf-8')
      .send(examplePage(pickLanguage({ query: askedBy(request) }))),
  );
  app.get(`${ROUTES.exampleProfile}/contact.vcf`, { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('content-disposition', 'attachment; filename="Jordan-Rivera.vcf"')
      .type('text/vcard; charset=utf-8')
      .send(EXAMPLE_VCARD),
  );
  // Its form answers as a send would (JSON, or a 303 to the notice without script), keeping
  // nothing: the form's fields are not even read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, _body, done) => done(null, {}),
  );
  app.post(EXAMPLE_SEND_ACTION, { schema: { hide: true } }, (request, reply) =>
    request.headers['content-type']?.startsWith('application/json')
      ? reply.send({ ok: true })
      : reply.redirect(`${ROUTES.exampleProfile}#${MESSAGE_OUTCOME_IDS.sent}`, 303),
  );

  app.get<{ Params: { code: string } }>(
    '/c/:code',
    { schema: { hide: true }, errorHandler: limitedPageOnTooMany },
    async (request, reply) => {
      const code = request.params.code.toLowerCase();
      const variant = inAppVariant(request.headers['user-agent']);
      const asked = askedBy(request);
      const linked = linkedBy(request);
      const cacheKey = languageKey(
        variant ? `html:c/${code}|${variant.name}` : `html:c/${code}`,
        asked,
        linked,
      );
      const answer = !isCardCode(code)
        ? null
        : await app.publicCache
            .for(request.ip)
            .load(cacheKey, () =>
              readCodePage(app.deps, { code, asked, linked, variant, assets, build }),
            );
      return send(request, reply, answer);
    },
  );
}
