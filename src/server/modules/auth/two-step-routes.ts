import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken, requireSession } from '#server/lib/request-owner';
import { TokenPair } from '#shared/schemas/auth';
import { ErrorBody, OkResponse } from '#shared/schemas/common';
import {
  ConfirmTwoStepBody,
  DisableTwoStepBody,
  TwoStepConfirmation,
  TwoStepSetup,
  TwoStepStatus,
  VerifyTwoStepBody,
} from '#shared/schemas/two-step';
import { confirmTwoStep, disableTwoStep, readTwoStepStatus, setUpTwoStep } from './two-step-setup';
import { TWO_STEP_TOKEN_PREFIX } from './two-step-tokens';
import { verifyTwoStep } from './two-step-verify';

// Two-step sign-in (docs/product.md#two-step-sign-in). auth/routes.ts registers both plugins.

const errors = { 400: ErrorBody, 409: ErrorBody, 429: ErrorBody };
const floodGuard = { rateLimit: { max: 60, timeWindow: '1 minute' } };

function client(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

/** The second step of a sign-in, before any session. */
export async function twoStepPublicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.post(
    '/api/auth/two-step/verify',
    {
      config: floodGuard,
      schema: {
        tags: ['auth'],
        description:
          'The twoStepToken login answered with a code of the authenticator app (`code`) or a recovery code (`recoveryCode`); answers what login answers without two-step sign-in.',
        body: VerifyTwoStepBody,
        response: { 200: TokenPair, 401: ErrorBody, 403: ErrorBody, ...errors },
      },
    },
    async (request) => verifyTwoStep(deps, { body: request.body, ...client(request) }),
  );
}

/** Turning it on and off: a session, or (setup and confirm only) a setup token as the bearer. */
export async function twoStepOwnerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/api/auth/two-step',
    {
      schema: {
        tags: ['auth'],
        description: 'Whether two-step sign-in is on, and whether the team requires it.',
        response: { 200: TwoStepStatus, ...errors },
      },
    },
    async (request) => readTwoStepStatus(deps, { user: requireSession(request).user }),
  );

  app.post(
    '/api/auth/two-step/setup',
    {
      config: floodGuard,
      schema: {
        tags: ['auth'],
        description:
          'A new secret for the authenticator app (base32, and as an otpauth:// address); it replaces the current one only once confirmed. Also takes a setup token as the bearer.',
        response: { 200: TwoStepSetup, ...errors },
      },
    },
    async (request) => setUpTwoStep(deps, { user: request.owner.user }),
  );

  app.post(
    '/api/auth/two-step/confirm',
    {
      config: floodGuard,
      schema: {
        tags: ['auth'],
        description:
          'A code of the new secret turns two-step sign-in on; answers ten recovery codes, shown once. With a setup token as the bearer, also the session login answers.',
        body: ConfirmTwoStepBody,
        response: { 200: TwoStepConfirmation, ...errors },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      const setupToken = token?.startsWith(TWO_STEP_TOKEN_PREFIX) ? token : null;
      return confirmTwoStep(deps, {
        user: request.owner.user,
        body: request.body,
        setupToken,
        ...client(request),
      });
    },
  );

  app.delete(
    '/api/auth/two-step',
    {
      schema: {
        tags: ['auth'],
        description:
          'Turns two-step sign-in off with the password; 409 while the team requires it.',
        body: DisableTwoStepBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      await disableTwoStep(deps, { user, password: request.body.password });
      return { ok: true as const };
    },
  );
}
