import { z } from 'zod';
import { COPY, maxLengthMessage, requiredMessage } from '../copy';
import { hasControlCharacters } from '../text';
import { CHANGE_REQUEST_STATUSES } from './departments';
import { TEMPLATE_FIELDS } from './team-template-fields';

/**
 * A member's request to change a field the team template locks on a card they hold
 * (docs/product.md#change-requests), and the admins' decision.
 */
export const CHANGE_REQUEST_NOTE_MAX = 500;
/** Longer than any template field allows: the field's own rule then says what it takes. */
const CHANGE_REQUEST_VALUE_MAX = 2000;

/** A note or a reason: one line of text, trimmed. */
function text(label: string) {
  return z
    .string({ error: requiredMessage(label) })
    .trim()
    .max(CHANGE_REQUEST_NOTE_MAX, maxLengthMessage(CHANGE_REQUEST_NOTE_MAX, label))
    .refine((value) => !hasControlCharacters(value), COPY.singleLineOfText);
}

/** POST /api/teams/{id}/change-requests: the value is checked again with the field's own rule. */
export const AskForChangeBody = z.object({
  cardId: z
    .number({ error: COPY.cardNotFound })
    .int(COPY.cardNotFound)
    .positive(COPY.cardNotFound)
    .max(2_147_483_647, COPY.cardNotFound),
  field: z.enum(TEMPLATE_FIELDS, { error: COPY.changeRequestFieldUnknown }),
  value: z
    .string()
    .max(CHANGE_REQUEST_VALUE_MAX, maxLengthMessage(CHANGE_REQUEST_VALUE_MAX))
    .nullable(),
  note: text('Note').optional(),
});
export type AskForChangeBody = z.infer<typeof AskForChangeBody>;

/** POST .../change-requests/{requestId}/reject: why, told to the member. */
export const RejectChangeBody = z.object({
  reason: text('Reason').pipe(z.string().min(1, requiredMessage('Reason'))),
});
export type RejectChangeBody = z.infer<typeof RejectChangeBody>;

export const ChangeRequestStatus = z.enum(CHANGE_REQUEST_STATUSES, {
  error: COPY.changeRequestStatusUnknown,
});

/** GET .../change-requests?status=: all of them without one. */
export const ChangeRequestQuery = z.object({ status: ChangeRequestStatus.optional() });

/** What asking and deciding answer. */
export const ChangeRequestState = z.object({ id: z.string(), status: ChangeRequestStatus });
export type ChangeRequestState = z.infer<typeof ChangeRequestState>;

export const ChangeRequest = z.object({
  id: z.string(),
  cardId: z.number().int(),
  cardName: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  field: z.enum(TEMPLATE_FIELDS),
  fieldLabel: z.string(),
  /** What the card shows now. */
  currentValue: z.string().nullable(),
  /** What the member asked for; null clears the field. */
  value: z.string().nullable(),
  note: z.string(),
  status: ChangeRequestStatus,
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Asked by the caller (a department admin's own requests are decided by others). */
  mine: z.boolean(),
});
export type ChangeRequest = z.infer<typeof ChangeRequest>;
export const ChangeRequestList = z.array(ChangeRequest);

/** GET /api/change-requests/unseen: the caller's decided requests they have not seen (the bell). */
export const UnseenDecisions = z.object({ count: z.number().int() });
export type UnseenDecisions = z.infer<typeof UnseenDecisions>;
