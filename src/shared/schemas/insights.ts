import { z } from 'zod';
import { COPY } from '../copy';

/** The periods Insights offers, in days. */
export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** Whether the runtime knows `tz` as a time zone (IANA name such as Europe/Berlin). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * `days` the last 7, 30 or 90 days; `eventId` instead an event's own days (docs/product.md#events),
 * its messages being the leads captured at it; `tz` the time zone the days are in.
 */
export const InsightsQuery = z.object({
  days: z
    .enum(['7', '30', '90'], { error: COPY.insightsDaysInvalid })
    .default('30')
    .transform((days) => Number(days) as InsightPeriod),
  tz: z
    .string()
    .max(64, { error: COPY.insightsTimeZoneInvalid })
    .refine(isTimeZone, { error: COPY.insightsTimeZoneInvalid })
    .default('UTC'),
  eventId: z.uuid({ error: COPY.captureEventNotFound }).optional(),
});
export type InsightsQuery = z.infer<typeof InsightsQuery>;

const Counts = z.object({
  views: z.number().int(),
  visitors: z.number().int(),
  saves: z.number().int(),
  clicks: z.number().int(),
  messages: z.number().int(),
});
export type InsightCounts = z.infer<typeof Counts>;

export const CardInsights = z.object({
  /** First and last calendar day of the period, in the time zone asked for (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  totals: Counts,
  /** The same totals over the period just before, for the change shown beside each. */
  previous: Counts,
  /** One row per day of the period, zeros included. */
  daily: z.array(Counts.extend({ date: z.string() })),
  sources: z.array(z.object({ source: z.string(), views: z.number().int() })),
  links: z.array(z.object({ label: z.string(), url: z.string(), clicks: z.number().int() })),
});
export type CardInsights = z.infer<typeof CardInsights>;

export const InsightsSummary = z.object({
  /** Each of the owner's cards: views and saves of the last 30 days. */
  cards: z.array(
    z.object({ cardId: z.number().int(), views: z.number().int(), saves: z.number().int() }),
  ),
});
export type InsightsSummary = z.infer<typeof InsightsSummary>;
