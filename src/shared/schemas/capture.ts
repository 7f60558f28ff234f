import { z } from 'zod';
import { COPY, maxLengthMessage, singleLineMessage } from '../copy';
import { hasControlCharacters } from '../text';
import { LEAD_NOTE_MAX_LENGTH } from './leads';

/** How a lead met in person was captured (docs/product.md#capture). */
export const CAPTURE_SOURCES = ['scan', 'badge', 'manual'] as const;
export const CaptureSource = z.enum(CAPTURE_SOURCES);
export type CaptureSource = z.infer<typeof CaptureSource>;

const line = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, maxLengthMessage(max, label))
    .refine((v) => !hasControlCharacters(v), singleLineMessage(label))
    .default('');

/** A calendar day as `YYYY-MM-DD`. */
const Day = z.iso.date();

/**
 * POST /api/leads: a person the owner met, typed in or scanned (docs/product.md#capture). A name
 * (first, last or both) and an e-mail or a phone number are required. `cardId` (one of the
 * owner's cards) defaults to their first; `clientId`, made on the phone, makes a second upload of
 * the same lead answer the first.
 */
export const CaptureLeadBody = z
  .object({
    cardId: z.number().int().positive().max(2_147_483_647).optional(),
    firstName: line('First name', 100),
    lastName: line('Last name', 100),
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.union([z.literal(''), z.email({ error: COPY.invalidEmail })]))
      .default(''),
    phone: line('Phone', 40),
    company: line('Company', 100),
    title: line('Title', 100),
    note: z
      .string()
      .trim()
      .max(LEAD_NOTE_MAX_LENGTH, maxLengthMessage(LEAD_NOTE_MAX_LENGTH, 'Note'))
      .refine((v) => !hasControlCharacters(v, true), singleLineMessage('Note'))
      .default(''),
    /** The owner's word that the person agreed to be contacted. */
    consent: z.boolean().default(false),
    source: CaptureSource,
    eventId: z.uuid({ error: COPY.captureEventNotFound }).nullable().optional(),
    /** When it was captured on the phone (ISO 8601 with offset); now when absent. */
    capturedAt: z.iso.datetime({ offset: true }).optional(),
    clientId: z.uuid(),
  })
  .superRefine((body, ctx) => {
    if (!body.firstName && !body.lastName) {
      ctx.addIssue({ code: 'custom', path: ['firstName'], message: COPY.captureNameRequired });
    }
    if (!body.email && !body.phone) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: COPY.captureContactRequired });
    }
  });
export type CaptureLeadBody = z.input<typeof CaptureLeadBody>;
export type CaptureLeadInput = z.output<typeof CaptureLeadBody>;

/** What a scan read off a paper card: nothing is stored until the owner confirms. */
export const ScannedFields = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  title: z.string(),
  website: z.string(),
  address: z.string(),
});
export type ScannedFields = z.infer<typeof ScannedFields>;

/** POST /api/leads/scan: the fields, the text read, and the OCR's confidence (0 to 100). */
export const ScanResult = z.object({
  fields: ScannedFields,
  text: z.string(),
  confidence: z.number(),
});
export type ScanResult = z.infer<typeof ScanResult>;

/**
 * POST /api/leads/scan's query: `country` (ISO 3166 two letters) reads phone numbers printed
 * without a country code as that country's; without it, the Accept-Language region does.
 */
export const ScanQuery = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
});

/** The longest an event lasts, in days: a trade show, not a season. */
export const EVENT_MAX_DAYS = 31;

/** POST /api/events (and the team's): a name and its first and last day. */
export const EventBody = z
  .object({
    name: z
      .string({ error: COPY.eventNameRequired })
      .trim()
      .min(1, COPY.eventNameRequired)
      .max(120, maxLengthMessage(120, 'Name'))
      .refine((v) => !hasControlCharacters(v), singleLineMessage('Name')),
    startsOn: Day,
    endsOn: Day,
  })
  .superRefine((body, ctx) => {
    if (body.endsOn < body.startsOn) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: COPY.eventDaysInOrder });
      return;
    }
    const days = (Date.parse(body.endsOn) - Date.parse(body.startsOn)) / 86_400_000 + 1;
    if (days > EVENT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: COPY.eventTooLong });
    }
  });
export type EventBody = z.infer<typeof EventBody>;

/** An event as the API answers it; `teamId` is set for a team's event. */
export const Event = z.object({
  id: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  teamId: z.string().nullable(),
});
export type Event = z.infer<typeof Event>;
export const EventList = z.array(Event);

export const EventIdParams = z.object({ id: z.uuid({ error: COPY.captureEventNotFound }) });
