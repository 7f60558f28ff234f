import { z } from 'zod';
import { COPY } from '../copy';

/** One of the owner's live sessions (Settings → Security, GET /api/auth/sessions). */
export const OwnerSession = z.object({
  id: z.uuid(),
  /** The session of the request that asked. */
  current: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** From the sign-in's User-Agent: 'Chrome on Android', 'Unknown device'. */
  device: z.string(),
  /** The sign-in's network, never its address ('203.0.113.0/24', an IPv6 /48), or null. */
  approximateLocation: z.string().nullable(),
});
export type OwnerSession = z.infer<typeof OwnerSession>;

/** The current session first, then the others by last use, newest first. */
export const OwnerSessionList = z.array(OwnerSession);
export type OwnerSessionList = z.infer<typeof OwnerSessionList>;

export const SessionIdParams = z.object({ id: z.uuid({ error: COPY.sessionNotFound }) });

export const RevokedSessions = z.object({ revoked: z.number().int().nonnegative() });
export type RevokedSessions = z.infer<typeof RevokedSessions>;

/** The id of the sessions list on the settings page: the new-sign-in mail links to it. */
export const SESSIONS_ANCHOR = 'sessions';
