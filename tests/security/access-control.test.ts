import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { multipartFile } from '../support/multipart';
import type { OwnerWithCard } from '../support/owners';
import { createTestApp, type TestApp } from '../support/test-app';
import { databaseKinds } from '../support/test-database';
import { tinyPng } from '../support/tiny-png';
import { makeWalletCredentials, type WalletTestCredentials } from '../support/wallet-credentials';
import { cardSnapshot, errorMessage, freshIp, send, storeLead } from './helpers';

/** An owner with a card, the card's profile and one received message. */
type Target = OwnerWithCard & { leadId: string; marker: string };

/**
 * Every owner endpoint (from src/server/modules/{auth,cards,wallet,profiles,messages,uploads,billing}/
 * routes.ts; the owners here are subscribed, so POST /api/stripe/upgrade, /cancel and the sandbox's
 * confirm, which depend on the subscription's state, are covered in src/server/modules/billing/). `request(target)` is a request
 * that succeeds for `target` with their own token; `scope` says how another owner's ids are
 * refused:
 * - ids:  the path or query names one of target's records: another owner gets 404;
 * - list: the answer lists the caller's own records: another owner sees none of target's;
 * - self: acts on the caller's own account only, there are no ids to swap.
 * To cover a new endpoint, add a row.
 */
interface Endpoint {
  route: string;
  scope: 'ids' | 'list' | 'self';
  request(target: Target): InjectOptions;
}

let png: Buffer;
const upload = (bucket: string): InjectOptions => {
  const form = multipartFile('file', 'me.png', 'image/png', png);
  return { method: 'POST', url: `/api/uploads/${bucket}`, ...form };
};

const endpoints: Endpoint[] = [
  {
    route: 'GET /api/auth/profile',
    scope: 'self',
    request: () => ({ method: 'GET', url: '/api/auth/profile' }),
  },
  {
    route: 'POST /api/auth/profile',
    scope: 'self',
    request: (o) => ({
      method: 'POST',
      url: '/api/auth/profile',
      payload: { firstName: 'Changed', lastName: 'Name', email: o.user.email },
    }),
  },
  {
    route: 'POST /api/auth/change-password',
    scope: 'self',
    request: (o) => ({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: o.user.password, password: 'a brand new password' },
    }),
  },
  {
    route: 'GET /api/auth/logout',
    scope: 'self',
    request: () => ({ method: 'GET', url: '/api/auth/logout' }),
  },
  { route: 'GET /api/cards', scope: 'list', request: () => ({ method: 'GET', url: '/api/cards' }) },
  {
    route: 'GET /api/cards/:id',
    scope: 'ids',
    request: (o) => ({ method: 'GET', url: `/api/cards/${o.card.id}` }),
  },
  {
    route: 'PUT /api/cards/:id/configuration',
    scope: 'ids',
    request: (o) => ({
      method: 'PUT',
      url: `/api/cards/${o.card.id}/configuration`,
      payload: { firstName: 'Mallory', websiteUrl: 'https://mallory.example' },
    }),
  },
  {
    route: 'GET /api/cards/:id/profile',
    scope: 'ids',
    request: (o) => ({ method: 'GET', url: `/api/cards/${o.card.id}/profile` }),
  },
  {
    route: 'PUT /api/cards/:id/profile',
    scope: 'ids',
    request: (o) => ({
      method: 'PUT',
      url: `/api/cards/${o.card.id}/profile`,
      payload: { name: 'Mallory', slogan: 'Owned' },
    }),
  },
  {
    route: 'GET /api/cards/:id/wallet/apple-link',
    scope: 'ids',
    request: (o) => ({ method: 'GET', url: `/api/cards/${o.card.id}/wallet/apple-link` }),
  },
  {
    route: 'GET /api/cards/:id/wallet/apple.pkpass',
    scope: 'ids',
    request: (o) => ({ method: 'GET', url: `/api/cards/${o.card.id}/wallet/apple.pkpass` }),
  },
  {
    route: 'GET /api/cards/:id/wallet/google',
    scope: 'ids',
    request: (o) => ({ method: 'GET', url: `/api/cards/${o.card.id}/wallet/google` }),
  },
  {
    route: 'GET /api/messages',
    scope: 'list',
    request: () => ({ method: 'GET', url: '/api/messages' }),
  },
  {
    route: 'GET /api/messages?cardId=:id',
    scope: 'list',
    request: (o) => ({ method: 'GET', url: `/api/messages?cardId=${o.card.id}` }),
  },
  {
    route: 'POST /api/messages/:id/read',
    scope: 'ids',
    request: (o) => ({ method: 'POST', url: `/api/messages/${o.leadId}/read` }),
  },
  {
    route: 'GET /api/messages/export.csv',
    scope: 'list',
    request: () => ({ method: 'GET', url: '/api/messages/export.csv' }),
  },
  {
    route: 'GET /api/messages/export.csv?cardId=:id',
    scope: 'list',
    request: (o) => ({ method: 'GET', url: `/api/messages/export.csv?cardId=${o.card.id}` }),
  },
  {
    route: 'POST /api/uploads/profile-images',
    scope: 'self',
    request: () => upload('profile-images'),
  },
  {
    route: 'POST /api/uploads/company-images',
    scope: 'self',
    request: () => upload('company-images'),
  },
  {
    route: 'GET /api/stripe/customer',
    scope: 'self',
    request: () => ({ method: 'GET', url: '/api/stripe/customer' }),
  },
  {
    route: 'GET /api/stripe/subscribed',
    scope: 'self',
    request: () => ({ method: 'GET', url: '/api/stripe/subscribed' }),
  },
  {
    route: 'POST /api/stripe/billing-portal',
    scope: 'self',
    request: () => ({ method: 'POST', url: '/api/stripe/billing-portal' }),
  },
];

/** A record id nobody has: what "not found" looks like when nothing is hidden. */
const missing = {
  cardId: 2_147_483_000,
  leadId: '00000000-0000-4000-8000-000000000000',
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(databaseKinds)('access control of every owner endpoint on %s', (kind) => {
  let t: TestApp;
  let attacker: Target;
  let victim: Target;
  let ghost: Target;
  let forged: { otherKey: string; algNone: string[] };
  let wallet: WalletTestCredentials;

  async function target(): Promise<Target> {
    const owner = await t.subscribedOwner({ remoteAddress: freshIp() });
    const marker = `secret-${owner.card.uuid}`;
    const leadId = await storeLead(t, owner.card.id, { message: marker, name: marker });
    const profile = await send(
      t,
      { method: 'GET', url: `/api/cards/${owner.card.id}/profile` },
      owner.headers,
    );
    expect(profile.statusCode).toBe(200);
    return { ...owner, leadId, marker };
  }

  beforeAll(async () => {
    // With both wallets configured, so their endpoints answer (and can refuse).
    wallet = makeWalletCredentials();
    t = await createTestApp(kind, wallet.env);
    png = await tinyPng();
    attacker = await target();
    victim = await target();
    ghost = await target();
    await t.deps.database.db.delete(users).where(eq(users.id, ghost.user.id));

    // Everything right (live session, real user, not expired) except the signature.
    const claims = (await t.deps.tokens.verifyAccessToken(attacker.tokens.accessToken))!;
    const payload = { sub: claims.sub, sid: claims.sid, iss: 'catalyst-connect' };
    const now = Math.floor(t.clock.now().getTime() / 1000);
    forged = {
      otherKey: await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer('catalyst-connect')
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(new TextEncoder().encode('a-different-secret-a-different-secret-0123')),
      algNone: ['none', 'None', 'NONE'].flatMap((alg) => {
        const unsigned = `${b64({ alg, typ: 'JWT' })}.${b64({ ...payload, iat: now, exp: now + 600 })}`;
        // Without a signature, and with the real token's signature kept.
        return [`${unsigned}.`, `${unsigned}.${attacker.tokens.accessToken.split('.')[2]}`];
      }),
    };
  });
  afterAll(async () => {
    await t.close();
    wallet.remove();
  });

  const expect401 = async (options: InjectOptions, headers: Record<string, string>) => {
    const response = await send(t, options, headers);
    expect(response.statusCode, response.body).toBe(401);
    errorMessage(response);
  };

  describe.each(endpoints.filter((e) => e.scope === 'ids'))('$route', (endpoint) => {
    it("answers 404 for another owner's ids, like for ids that do not exist, and changes nothing", async () => {
      const before = await cardSnapshot(t, victim.card.id);
      const response = await send(t, endpoint.request(victim), attacker.headers);
      expect(response.statusCode, response.body).toBe(404);
      const absent = await send(
        t,
        endpoint.request({
          ...victim,
          card: { ...victim.card, id: missing.cardId },
          leadId: missing.leadId,
        }),
        attacker.headers,
      );
      expect(absent.statusCode).toBe(404);
      expect(response.json()).toEqual(absent.json());
      expect(response.body).not.toContain(victim.card.uuid);
      expect(await cardSnapshot(t, victim.card.id)).toEqual(before);
    });
  });

  describe.each(endpoints.filter((e) => e.scope === 'list'))('$route', (endpoint) => {
    it("never lists another owner's records, even when asked for them by id", async () => {
      const response = await send(t, endpoint.request(victim), attacker.headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(victim.marker);
      expect(response.body).not.toContain(victim.card.uuid);
      // The caller's own records are listed (so the check above is not vacuous).
      const own = await send(t, endpoint.request(attacker), attacker.headers);
      expect(own.body).toContain(
        endpoint.route === 'GET /api/cards' ? attacker.card.uuid : attacker.marker,
      );
    });
  });

  describe.each(endpoints)('$route', (endpoint) => {
    it('serves its own owner with a valid token (the control for the refusals below)', async () => {
      const owner = await target();
      const response = await send(t, endpoint.request(owner), owner.headers);
      expect(response.statusCode, response.body).toBe(200);
    });

    it('answers 401 without a token, or with a malformed Authorization header', async () => {
      const request = endpoint.request(attacker);
      await expect401(request, {});
      for (const authorization of [
        'Bearer',
        'Bearer ',
        `Basic ${Buffer.from(`${attacker.user.email}:${attacker.user.password}`).toString('base64')}`,
        'Bearer not-a-jwt',
        `Bearer ${attacker.tokens.refreshToken}`,
        `Token ${attacker.tokens.accessToken}`,
      ]) {
        await expect401(request, { authorization });
      }
    });

    it('answers 401 for a token signed with another key', async () => {
      await expect401(endpoint.request(attacker), { authorization: `Bearer ${forged.otherKey}` });
    });

    it('answers 401 for an unsigned "alg: none" token', async () => {
      for (const token of forged.algNone) {
        await expect401(endpoint.request(attacker), { authorization: `Bearer ${token}` });
      }
    });

    it('answers 401 for an expired token', async () => {
      const owner = await target();
      const start = t.clock.now();
      t.clock.advance((t.config.accessTokenTtlSeconds + 1) * 1000);
      try {
        await expect401(endpoint.request(owner), owner.headers);
      } finally {
        t.clock.set(start);
      }
      // Back inside its lifetime the same token works: the expiry alone was refused.
      const response = await send(t, endpoint.request(owner), owner.headers);
      expect(response.statusCode).toBe(200);
    });

    it('answers 401 for a valid token of a deleted user', async () => {
      await expect401(endpoint.request(ghost), ghost.headers);
    });
  });
});
