import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountDataExport,
  DeleteAccountBody,
  accountDataFileName,
} from '#shared/schemas/account-data';
import { ErrorBody, OkResponse } from '#shared/schemas/common';
import { deleteAccount } from './delete-account';
import { exportAccountData } from './export-account-data';

const errors = { 400: ErrorBody, 429: ErrorBody, 502: ErrorBody };

/** The owner's own data: a copy of all of it, and the deletion of the account. */
export async function ownerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['account data'];

  app.get(
    '/api/auth/export',
    {
      // Each export reads every row of the account: a few a minute is plenty for a person.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        description:
          'Everything stored about the signed-in owner as a JSON download (never the password hash or tokens).',
        response: { 200: AccountDataExport, ...errors },
      },
    },
    async (request, reply) => {
      const data = await exportAccountData(deps, request.owner.user);
      const day = data.exportedAt.slice(0, 10);
      void reply
        .header('content-disposition', `attachment; filename="${accountDataFileName(day)}"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/api/auth/delete-account',
    {
      schema: {
        tags,
        description:
          'Asks for the password; cancels the subscription at once, unassigns and wipes every card, deletes the account and its images.',
        body: DeleteAccountBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      // The password counts like the password and e-mail changes: one budget of guesses per account.
      await deleteAccount(deps, {
        user: request.owner.user,
        password: request.body.password,
      });
      return { ok: true as const };
    },
  );
}
