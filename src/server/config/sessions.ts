import { z } from 'zod';
import { INACTIVITY_TIMEOUT_SECONDS, INACTIVITY_WARNING_SECONDS } from '#shared/constants';
import { NODE_ENV } from './fields';

/** Signing in: the token secret and lifetimes, the inactivity limit, the login failure limits. */
export const SessionSettings = z
  .object({
    NODE_ENV,
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    INACTIVITY_TIMEOUT_SECONDS: z.coerce.number().int().min(2).default(INACTIVITY_TIMEOUT_SECONDS),
    INACTIVITY_WARNING_SECONDS: z.coerce.number().int().min(1).default(INACTIVITY_WARNING_SECONDS),
    LOGIN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
    LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    TWO_STEP_MAX_WRONG_CODES: z.coerce.number().int().min(1).default(10),
  })
  .refine((env) => env.INACTIVITY_WARNING_SECONDS < env.INACTIVITY_TIMEOUT_SECONDS, {
    path: ['INACTIVITY_WARNING_SECONDS'],
    message: 'must be less than INACTIVITY_TIMEOUT_SECONDS',
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    path: ['JWT_SECRET'],
    message: 'is required when NODE_ENV=production (every process must share it)',
  })
  .transform((env) => ({
    /** Undefined means: generate one and keep it in DATA_DIR (embedded default only). */
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    inactivity: {
      timeoutSeconds: env.INACTIVITY_TIMEOUT_SECONDS,
      warningSeconds: env.INACTIVITY_WARNING_SECONDS,
    },
    loginLimits: {
      perEmail: env.LOGIN_MAX_FAILURES_PER_EMAIL,
      perIp: env.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: env.LOGIN_FAILURE_WINDOW_SECONDS,
      /** Wrong two-step codes per account in the same window, whatever sign-in they came with. */
      twoStepCodes: env.TWO_STEP_MAX_WRONG_CODES,
    },
  }));
