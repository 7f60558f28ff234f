import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/app-deps';
import { teamMembers, teams, twoStepChallenges, twoStepSecrets, users } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { assertWithin, limitersPerApp } from '#server/lib/attempt-limiter';
import type { RequestOwner } from '#server/lib/request-owner';
import { COPY } from '#shared/copy';
import type { TokenPair } from '#shared/schemas/auth';
import type { LoginAnswer, TwoStepTokenPurpose } from '#shared/schemas/two-step';
import { hasPasskey } from './manage-passkeys';
import { startSession } from './sessions';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

// The token between a right password and the second step (docs/product.md#two-step-sign-in).

/** Every two-step token starts so; the owner scope's hook tells it from an access token by it. */
export const TWO_STEP_TOKEN_PREFIX = 'tst_';
/** How long a two-step token lives. */
export const TWO_STEP_TOKEN_SECONDS = 5 * 60;
/** Codes tried with one token before it ends. */
export const TWO_STEP_TOKEN_ATTEMPTS = 5;

/**
 * The routes a setup token (a member of a team that requires two-step sign-in, between their
 * password and their setup) may call as its bearer; every other route answers it 401. A passkey
 * meets the team's rule as an authenticator app does, so its registration is among them.
 */
const SETUP_TOKEN_ROUTES = new Set([
  'POST /api/auth/two-step/setup',
  'POST /api/auth/two-step/confirm',
  'POST /api/auth/passkeys/registration-options',
  'POST /api/auth/passkeys',
]);

export function setupTokenMayCall(route: { method: string; url: string }): boolean {
  return SETUP_TOKEN_ROUTES.has(`${route.method} ${route.url}`);
}

/** Wrong codes counted per account, whatever sign-in (or setup token) they came with. */
export const wrongCodeLimiter = limitersPerApp((deps: Pick<AppDeps, 'config' | 'createLimiter'>) =>
  deps.createLimiter('two-step-codes', deps.config.loginLimits.windowSeconds),
);

/** Counts a code against the account before it is checked (429 past the limit). */
export async function takeCodeAttempt(
  deps: Pick<AppDeps, 'config' | 'createLimiter'>,
  userId: string,
): Promise<void> {
  assertWithin(
    await wrongCodeLimiter(deps).take(userId),
    deps.config.loginLimits.twoStepCodes,
    COPY.twoStepTooManyWrongCodes,
  );
}

async function issueTwoStepToken(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random'>,
  { userId, purpose }: { userId: string; purpose: TwoStepTokenPurpose },
): Promise<string> {
  const token = `${TWO_STEP_TOKEN_PREFIX}${newOpaqueToken(deps.random)}`;
  const now = deps.clock.now();
  await deps.database.db.insert(twoStepChallenges).values({
    userId,
    purpose,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(now.getTime() + TWO_STEP_TOKEN_SECONDS * 1000),
    createdAt: now,
  });
  return token;
}

/**
 * What a right password leads to besides a session: the code of an account with two-step
 * sign-in on, or its setup for an active member of a team that requires it; null for neither.
 */
export async function secondStepOf(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random'>,
  userId: string,
): Promise<Exclude<LoginAnswer, TokenPair> | null> {
  const [on, required] = await Promise.all([
    twoStepIsOn(deps, userId),
    twoStepRequiredByTeam(deps, userId),
  ]);
  if (on) {
    return {
      twoStepRequired: true,
      twoStepToken: await issueTwoStepToken(deps, { userId, purpose: 'sign-in' }),
    };
  }
  if (required) {
    // A passkey meets the team's rule: it signs in alone, so its password alone does not.
    if (await hasPasskey(deps.database.db, userId)) {
      throw new AppError('FORBIDDEN', COPY.signInWithYourPasskey);
    }
    return {
      twoStepSetupRequired: true,
      twoStepToken: await issueTwoStepToken(deps, { userId, purpose: 'setup' }),
    };
  }
  return null;
}

/**
 * Spends one of a live token's attempts, before its code is checked, and answers whose it is;
 * an unknown, expired, used or spent token is the 401 that sends the owner back to sign in.
 */
export async function takeTokenAttempt(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { token, purpose }: { token: string; purpose: TwoStepTokenPurpose },
): Promise<{ challengeId: string; userId: string }> {
  const [taken] = await deps.database.db
    .update(twoStepChallenges)
    .set({ attempts: sql`${twoStepChallenges.attempts} + 1` })
    .where(
      and(
        ...liveChallenge(deps, { token, purpose }),
        lt(twoStepChallenges.attempts, TWO_STEP_TOKEN_ATTEMPTS),
      ),
    )
    .returning({ challengeId: twoStepChallenges.id, userId: twoStepChallenges.userId });
  if (!taken) throw new AppError('UNAUTHORIZED', COPY.twoStepSignInEnded);
  return taken;
}

function liveChallenge(
  deps: Pick<AppDeps, 'clock'>,
  { token, purpose }: { token: string; purpose: TwoStepTokenPurpose },
) {
  return [
    eq(twoStepChallenges.tokenHash, hashOpaqueToken(token)),
    eq(twoStepChallenges.purpose, purpose),
    isNull(twoStepChallenges.endedAt),
    gt(twoStepChallenges.expiresAt, deps.clock.now()),
  ];
}

/**
 * Ends a live setup token once its member has set up a second step some other way (a passkey)
 * and answers whose it was; a token already ended or spent is the 401 that sends them back.
 */
export async function endSetupToken(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  token: string,
): Promise<string> {
  const [ended] = await deps.database.db
    .update(twoStepChallenges)
    .set({ endedAt: deps.clock.now() })
    .where(
      and(
        ...liveChallenge(deps, { token, purpose: 'setup' }),
        lt(twoStepChallenges.attempts, TWO_STEP_TOKEN_ATTEMPTS),
      ),
    )
    .returning({ userId: twoStepChallenges.userId });
  if (!ended) throw new AppError('UNAUTHORIZED', COPY.twoStepSignInEnded);
  return ended.userId;
}

/** Ends a token at its right code; false when a parallel request ended it first. */
export async function endTwoStepToken(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  challengeId: string,
): Promise<boolean> {
  const ended = await deps.database.db
    .update(twoStepChallenges)
    .set({ endedAt: deps.clock.now() })
    .where(and(eq(twoStepChallenges.id, challengeId), isNull(twoStepChallenges.endedAt)))
    .returning({ id: twoStepChallenges.id });
  return ended.length > 0;
}

/**
 * The caller of a route that a setup token may call (setupTokenMayCall), for the owner scope's
 * hook: the token must be a live setup token of an account that is not suspended.
 */
export async function setupTokenOwner(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { request, token }: { request: FastifyRequest; token: string },
): Promise<RequestOwner> {
  const route = { method: request.method, url: request.routeOptions.url ?? '' };
  if (!setupTokenMayCall(route)) throw new AppError('UNAUTHORIZED', COPY.unauthorized);
  const [found] = await deps.database.db
    .select({ user: users })
    .from(twoStepChallenges)
    .innerJoin(users, eq(users.id, twoStepChallenges.userId))
    .where(
      and(
        ...liveChallenge(deps, { token, purpose: 'setup' }),
        lt(twoStepChallenges.attempts, TWO_STEP_TOKEN_ATTEMPTS),
        isNull(users.suspendedAt),
      ),
    );
  if (!found) throw new AppError('UNAUTHORIZED', COPY.twoStepSignInEnded);
  return { user: found.user, sessionId: null, apiKeyId: null, apiKeyScopes: null };
}

/** Whether the account's active team requires two-step sign-in. */
export async function twoStepRequiredByTeam(deps: Pick<AppDeps, 'database'>, userId: string) {
  const [row] = await deps.database.db
    .select({ id: teams.id })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.userId, userId),
        eq(teamMembers.status, 'active'),
        eq(teams.requireTwoStep, true),
      ),
    );
  return row !== undefined;
}

/** Whether the account has two-step sign-in on. */
export async function twoStepIsOn(deps: Pick<AppDeps, 'database'>, userId: string) {
  const [row] = await deps.database.db
    .select({ userId: twoStepSecrets.userId })
    .from(twoStepSecrets)
    .where(and(eq(twoStepSecrets.userId, userId), isNotNull(twoStepSecrets.secret)));
  return row !== undefined;
}

/**
 * The session a finished second step signs in with: the one place two-step sign-in starts a
 * session, with the request's client, which the session records (its device and network).
 */
export async function finishTwoStepSignIn(
  deps: Pick<AppDeps, 'database' | 'clock' | 'random' | 'tokens' | 'config'>,
  { userId, ip, userAgent }: { userId: string; ip: string; userAgent: string },
): Promise<TokenPair> {
  return startSession(deps, { userId, client: { ip, userAgent } });
}
