import { z } from 'zod';
import { COPY } from '../copy';
import { CardIdParams } from './common';
import { LeadCrmSync } from './integrations';

/**
 * Where the owner is with a lead (docs/product.md#messages); archived ones leave the list unless
 * asked for.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'archived'] as const;
export const LeadStatus = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof LeadStatus>;

/** A status as the screens and the CSVs write it. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  archived: 'Archived',
};

/** The longest note an owner keeps on a lead. */
export const LEAD_NOTE_MAX_LENGTH = 2000;

/** What a lead carries beyond a message, in the owner's list and the team's alike. */
export const LeadFields = z.object({
  status: LeadStatus,
  note: z.string().nullable(),
  company: z.string().nullable(),
  title: z.string().nullable(),
  consentText: z.string().nullable(),
  consentedAt: z.string().nullable(),
  source: z.string().nullable(),
  /** The event it was captured at, and when (a lead met in person: docs/product.md#capture). */
  eventId: z.string().nullable(),
  capturedAt: z.string().nullable(),
  /** A scanned paper card's photo is kept: GET /api/messages/{id}/photo. */
  hasPhoto: z.boolean(),
  /** When the owner's follow-up e-mail went to it. */
  followedUpAt: z.string().nullable(),
});
export type LeadFields = z.infer<typeof LeadFields>;

export const Lead = z.object({
  id: z.string(),
  cardId: z.number().int(),
  cardName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  ...LeadFields.shape,
  /**
   * Its way to each CRM connected when it came: pending ('Waiting'), synced ('Sent to
   * Salesforce'), failed (with the CRM's reason); empty when none was.
   */
  crm: z.array(LeadCrmSync),
});
export type Lead = z.infer<typeof Lead>;

export const LeadList = z.array(Lead);

/**
 * GET /api/messages: `q` finds name, e-mail or company (any part, any case); `status` one
 * status (archived leads are listed only when asked for); `cardId` one card, a card id as the
 * card routes take it (a positive 32-bit integer: a larger one is a 400, not a database error);
 * `eventId` the leads of one event.
 */
export const LeadListQuery = z.object({
  cardId: CardIdParams.shape.id.optional(),
  q: z.string().trim().max(200).optional(),
  status: LeadStatus.optional(),
  /** Only the leads captured at this event (the caller's or their team's, else 404). */
  eventId: z.uuid({ error: COPY.captureEventNotFound }).optional(),
});
export type LeadListQuery = z.infer<typeof LeadListQuery>;

/** PATCH /api/messages/{id}: the lead's status, its note (empty clears it), or both. */
export const UpdateLeadBody = z
  .object({
    status: LeadStatus.optional(),
    note: z.string().trim().max(LEAD_NOTE_MAX_LENGTH, { error: COPY.leadNoteTooLong }).optional(),
  })
  .refine((body) => body.status !== undefined || body.note !== undefined, {
    error: COPY.leadChangeRequired,
  });
export type UpdateLeadBody = z.infer<typeof UpdateLeadBody>;

/** GET /api/messages/unread-count: what the bell in the header shows. */
export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;
