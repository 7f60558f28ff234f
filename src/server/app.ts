import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { tooManyRequestsMessage } from '#shared/messages';
import type { AppDeps } from './app-deps';
import { AppError } from './lib/app-error';
import { AppLogController } from './lib/request-logging';
import { declareUnauthorizedAnswer } from './lib/request-owner';
import { fastifyTrustProxy } from './lib/trust-proxy';
import accountDataRoutes from './modules/account-data/routes';
import accountRoutes from './modules/accounts/routes';
import adminRoutes from './modules/admin/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import authenticate from './modules/auth/authenticate';
import { ownerAuthRoutes, publicAuthRoutes } from './modules/auth/routes';
import billingRoutes from './modules/billing/routes';
import sandboxPaymentRoutes, { sandboxInvoicePageRoute } from './modules/billing/sandbox-routes';
import billingWebhookRoute from './modules/billing/webhook-route';
import cardRoutes from './modules/cards/routes';
import designRoutes from './modules/design/routes';
import emailSignatureRoutes from './modules/email-signature/routes';
import healthRoutes from './modules/health/routes';
import insights from './modules/insights/plugin';
import insightRoutes from './modules/insights/routes';
import { hubspotCallbackRoute, integrationRoutes } from './modules/integrations/routes';
import devMailRoutes from './modules/mail/dev-mail-routes';
import { ownerMessageRoutes, visitorMessageRoutes } from './modules/messages/routes';
import profileRoutes from './modules/profiles/routes';
import publicClickRoute from './modules/public-profiles/click-route';
import publicProfilePageRoute from './modules/public-profiles/page-route';
import publicProfileRoutes from './modules/public-profiles/routes';
import qrCodeRoutes from './modules/qr-codes/routes';
import shopifyRoutes from './modules/shopify/routes';
import { publicTeamRoutes, teamRoutes } from './modules/teams/routes';
import uploadRoutes from './modules/uploads/routes';
import vcardRoutes from './modules/vcard/routes';
import { passFileRoutes, walletLinkRoutes } from './modules/wallet/routes';
import { webhookEventDocs } from './modules/webhooks/event-docs';
import { webhookRoutes } from './modules/webhooks/routes';
import errorHandler, { frameworkErrors } from './plugins/error-handler';
import publicCache from './plugins/public-cache';
import securityHeaders from './plugins/security-headers';
import uploadsStatic from './plugins/uploads-static';
import webApp from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** JSON bodies above this answer 413; uploads have their own limit. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

export interface BuildAppOptions {
  /** A pino logger (main.ts); tests run silent. */
  loggerInstance?: FastifyBaseLogger;
  /** Shared rate-limit counters for several processes. */
  redis?: Redis;
}

/** Builds the whole application; main.ts listens on it and tests call inject() on it. */
export async function buildApp(
  deps: AppDeps,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const { http } = deps.config;
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    logController: new AppLogController(),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // A client that trickles its headers or body, or holds a connection open saying nothing,
    // is cut off: otherwise a few such clients hold every file handle the process has.
    requestTimeout: http.requestTimeoutMs,
    connectionTimeout: http.idleTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    http: {
      // Given here too: Node checks headersTimeout against it when the server is created.
      requestTimeout: http.requestTimeoutMs,
      headersTimeout: http.headersTimeoutMs,
      // Node checks the two timeouts above only this often (30 s by default).
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, http.headersTimeoutMs / 2)),
    },
    // Error bodies are our own; never echo Fastify's internals.
    return503OnClosing: true,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart where a route registers it): anything else is a 415.
  app.removeContentTypeParser('text/plain');

  await app.register(
    fp(
      async (instance) => {
        instance.decorate('deps', deps);
      },
      { name: 'deps' },
    ),
  );
  // Work requests left running finishes before the database is closed.
  app.addHook('onClose', () => deps.background.idle());
  await app.register(errorHandler);
  await app.register(publicCache);
  await app.register(insights);
  await app.register(securityHeaders, {
    options: {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...deps.payments.csp.scriptSrc],
          // Toasts and Headless UI set inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...deps.payments.csp.connectSrc],
          frameSrc: ["'self'", ...deps.payments.csp.frameSrc],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          ...(deps.config.isProduction ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: deps.config.isProduction
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    },
  });
  await app.register(rateLimit, {
    global: false,
    // The limiters' key (an HMAC, IPv6 per /64) rather than the IP in clear.
    keyGenerator: (request) => deps.limiterKey(request.ip),
    ...(options.redis
      ? { redis: options.redis, nameSpace: `${deps.config.redisKeyPrefix}rl:` }
      : {}),
    // An Error the error handlers know (a route's own handler may pass it on to the global one).
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', tooManyRequestsMessage(context.after)),
  });
  // The API description helps an attacker as much as a developer: off in production by default.
  if (deps.config.apiDocs) await registerApiDocs(app);
  await app.register(authenticate);

  // Routes anyone may call: visitors, webhooks, signing in. Each checks what it needs itself.
  await app.register(healthRoutes, { redis: options.redis });
  await app.register(publicAuthRoutes);
  await app.register(accountRoutes);
  await app.register(publicProfileRoutes);
  await app.register(publicClickRoute);
  await app.register(publicProfilePageRoute);
  await app.register(designRoutes);
  await app.register(visitorMessageRoutes);
  await app.register(vcardRoutes);
  await app.register(passFileRoutes);
  await app.register(shopifyRoutes);
  await app.register(publicTeamRoutes);
  await app.register(billingWebhookRoute);
  if (deps.payments.sandbox) await app.register(sandboxInvoicePageRoute);
  await app.register(hubspotCallbackRoute);
  if (deps.storage.localRoot) await app.register(uploadsStatic, { root: deps.storage.localRoot });
  if (!deps.config.isProduction) await app.register(devMailRoutes);

  // The owner's routes, in one scope whose first hook signs the caller in (401 otherwise): a
  // route registered here cannot forget it. The admin routes add the role check on top.
  await app.register(async function ownerRoutes(owner) {
    owner.addHook('onRoute', declareUnauthorizedAnswer);
    owner.addHook('onRequest', owner.authenticate);
    await owner.register(ownerAuthRoutes);
    await owner.register(accountDataRoutes);
    await owner.register(cardRoutes);
    await owner.register(profileRoutes);
    await owner.register(emailSignatureRoutes);
    await owner.register(qrCodeRoutes);
    await owner.register(walletLinkRoutes);
    await owner.register(insightRoutes);
    await owner.register(ownerMessageRoutes);
    await owner.register(webhookRoutes);
    await owner.register(apiKeyRoutes);
    await owner.register(integrationRoutes);
    await owner.register(uploadRoutes);
    await owner.register(billingRoutes);
    await owner.register(teamRoutes);
    if (deps.payments.sandbox) {
      await owner.register(sandboxPaymentRoutes, { sandbox: deps.payments.sandbox });
    }
    await owner.register(adminRoutes);
  });

  await app.register(webApp, { webRoot: deps.webRoot });
  return app;
}

/** /api/docs (Swagger UI) and /api/docs/json (the OpenAPI description). */
async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      // 3.1 for its `webhooks`: every event a webhook receives, with its body.
      openapi: '3.1.0',
      info: { title: 'Catalyst Connect API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              "An API key (`cc_key_...`, made at POST /api/api-keys) as `Authorization: Bearer <key>`: accepted on the read routes of cards (`cards:read`) and leads (`leads:read`) and on the webhook routes (`webhooks:write`), never on account, billing or admin routes. A revoked key answers 401; a key without the route's scope, or on another route, 403.",
          },
        },
      },
      webhooks: webhookEventDocs(),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
