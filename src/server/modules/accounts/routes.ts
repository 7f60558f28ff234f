import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountVerificationResult,
  CreateAccountBody,
  PasswordResetBody,
  PasswordResetCheckBody,
  PasswordResetSendBody,
  VerifyAccountBody,
} from '#shared/schemas/accounts';
import { ErrorBody, OkResponse } from '#shared/schemas/common';
import { createAccount } from './create-account';
import { checkResetLink, resetPassword, sendPasswordReset } from './password-reset';
import { resendInvitation } from './resend-invitation';
import { verifyAccount } from './verify-account';

const errors = { 400: ErrorBody, 409: ErrorBody, 429: ErrorBody };
/** Links carry 256-bit tokens, so guessing is hopeless; this only stops floods. */
const floodGuard = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function publicRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.post(
    '/api/auth/verify-account',
    {
      config: floodGuard,
      schema: {
        tags: ['accounts'],
        body: VerifyAccountBody,
        response: { 200: AccountVerificationResult, ...errors },
      },
    },
    async (request) => verifyAccount(deps, request.body.token),
  );

  app.post(
    '/api/auth/resend-invitation',
    {
      config: floodGuard,
      schema: {
        tags: ['accounts'],
        description:
          "'Send me a new link' on an expired invitation: a fresh one is mailed to the address the old one went to. Always answers ok (429 past the limits): whether the link was an invitation is not revealed.",
        body: VerifyAccountBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await resendInvitation(deps, { token: request.body.token, ip: request.ip });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/create-account',
    {
      config: floodGuard,
      schema: {
        tags: ['accounts'],
        body: CreateAccountBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await createAccount(deps, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/password-reset/send',
    {
      config: floodGuard,
      schema: {
        tags: ['accounts'],
        description: 'Always answers ok: whether the address has an account is not revealed.',
        body: PasswordResetSendBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await sendPasswordReset(deps, { email: request.body.email, ip: request.ip });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/password-reset/check',
    {
      config: floodGuard,
      schema: {
        tags: ['accounts'],
        description: 'Ok while the reset link works (unused, unexpired); it is not spent.',
        body: PasswordResetCheckBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await checkResetLink(deps, { token: request.body.token, ip: request.ip });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/password-reset/reset',
    {
      config: floodGuard,
      schema: {
        tags: ['accounts'],
        body: PasswordResetBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await resetPassword(deps, { body: request.body, ip: request.ip });
      return { ok: true as const };
    },
  );
}
