import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { tooManyRequestsMessage } from '#shared/copy';
import { registerApiDocs } from './api-docs';
import type { AppDeps } from './app-deps';
import { AppError } from './lib/app-error';
import { AppLogController } from './lib/request-logging';
import { declareUnauthorizedAnswer } from './lib/request-owner';
import { fastifyTrustProxy } from './lib/trust-proxy';
import * as accessibilityRoutes from './modules/accessibility/routes';
import * as accountDataRoutes from './modules/account-data/routes';
import * as accountsRoutes from './modules/accounts/routes';
import * as adminRoutes from './modules/admin/routes';
import * as apiKeysRoutes from './modules/api-keys/routes';
import authenticate from './modules/auth/authenticate';
import * as authRoutes from './modules/auth/routes';
import * as billingRoutes from './modules/billing/routes';
import * as cardScanRoutes from './modules/card-scan/routes';
import * as cardsRoutes from './modules/cards/routes';
import * as designRoutes from './modules/design/routes';
import * as emailSignatureRoutes from './modules/email-signature/routes';
import * as eventsRoutes from './modules/events/routes';
import * as followUpRoutes from './modules/follow-up/routes';
import * as healthRoutes from './modules/health/routes';
import insights from './modules/insights/plugin';
import * as insightsRoutes from './modules/insights/routes';
import * as integrationsRoutes from './modules/integrations/routes';
import { photoRoutes as leadPhotoRoutes } from './modules/leads/photo-routes';
import * as leadsRoutes from './modules/leads/routes';
import * as mailRoutes from './modules/mail/routes';
import * as profilesRoutes from './modules/profiles/routes';
import * as publicProfilesRoutes from './modules/public-profiles/routes';
import * as qrCodesRoutes from './modules/qr-codes/routes';
import * as scimRoutes from './modules/scim/routes';
import * as shopifyRoutes from './modules/shopify/routes';
import * as ssoRoutes from './modules/sso/routes';
import * as teamsRoutes from './modules/teams/routes';
import * as uploadsRoutes from './modules/uploads/routes';
import * as vcardRoutes from './modules/vcard/routes';
import * as walletRoutes from './modules/wallet/routes';
import { hookRoutes } from './modules/webhooks/hook-routes';
import * as webhooksRoutes from './modules/webhooks/routes';
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
  // The OCR threads would keep the process alive after its server is gone.
  app.addHook('onClose', () => deps.ocr.close());
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
  await app.register(healthRoutes.publicRoutes, { redis: options.redis });
  await app.register(authRoutes.publicRoutes);
  await app.register(ssoRoutes.publicRoutes);
  await app.register(accountsRoutes.publicRoutes);
  await app.register(publicProfilesRoutes.publicRoutes);
  await app.register(accessibilityRoutes.publicRoutes);
  await app.register(designRoutes.publicRoutes);
  await app.register(leadsRoutes.publicRoutes);
  await app.register(vcardRoutes.publicRoutes);
  await app.register(walletRoutes.publicRoutes);
  await app.register(shopifyRoutes.publicRoutes);
  await app.register(teamsRoutes.publicRoutes);
  await app.register(billingRoutes.publicRoutes);
  await app.register(integrationsRoutes.publicRoutes);
  await app.register(scimRoutes.scimServiceRoutes, { prefix: scimRoutes.SCIM_PREFIX });
  if (deps.storage.localRoot) await app.register(uploadsStatic, { root: deps.storage.localRoot });
  if (!deps.config.isProduction) await app.register(mailRoutes.publicRoutes);

  // The owner's routes, in one scope whose first hook signs the caller in (401 otherwise): a
  // route registered here cannot forget it. The admin routes add the role check on top.
  await app.register(async function ownerRoutes(owner) {
    owner.addHook('onRoute', declareUnauthorizedAnswer);
    owner.addHook('onRequest', owner.authenticate);
    await owner.register(authRoutes.ownerRoutes);
    await owner.register(accountDataRoutes.ownerRoutes);
    await owner.register(cardsRoutes.ownerRoutes);
    await owner.register(profilesRoutes.ownerRoutes);
    await owner.register(emailSignatureRoutes.ownerRoutes);
    await owner.register(qrCodesRoutes.ownerRoutes);
    await owner.register(walletRoutes.ownerRoutes);
    await owner.register(insightsRoutes.ownerRoutes);
    await owner.register(leadsRoutes.ownerRoutes);
    await owner.register(cardScanRoutes.ownerRoutes);
    await owner.register(eventsRoutes.ownerRoutes);
    await owner.register(leadPhotoRoutes);
    await owner.register(followUpRoutes.ownerRoutes);
    await owner.register(webhooksRoutes.ownerRoutes);
    await owner.register(hookRoutes);
    await owner.register(apiKeysRoutes.ownerRoutes);
    await owner.register(integrationsRoutes.ownerRoutes);
    await owner.register(uploadsRoutes.ownerRoutes);
    await owner.register(billingRoutes.ownerRoutes);
    await owner.register(teamsRoutes.ownerRoutes);
    await owner.register(ssoRoutes.ownerRoutes);
    await owner.register(scimRoutes.scimTokenRoutes);
    await owner.register(adminRoutes.ownerRoutes);
  });

  await app.register(webApp, { webRoot: deps.webRoot });
  return app;
}
