import { z } from 'zod';
import { COPY, maxLengthMessage, singleLineMessage } from '../copy';
import { unknownPlaceholdersMessage } from '../copy/follow-up';
import { unknownPlaceholders } from '../leads/follow-up-template';
import { hasControlCharacters } from '../text';

/** The longest subject and text of a follow-up template, and the most leads one send takes. */
export const FOLLOW_UP_SUBJECT_MAX_LENGTH = 200;
export const FOLLOW_UP_BODY_MAX_LENGTH = 5000;
export const FOLLOW_UP_MAX_LEADS = 200;

/** A template's text naming only the placeholders it can fill. */
const knownPlaceholders = (value: string, ctx: z.RefinementCtx) => {
  const unknown = unknownPlaceholders(value);
  if (unknown.length > 0) {
    ctx.addIssue({ code: 'custom', message: unknownPlaceholdersMessage(unknown) });
  }
};

/**
 * PUT /api/follow-up/template (docs/product.md#follow-up): a one-line subject and a text, each
 * naming only `{firstName}`, `{event}` and `{ownerName}`.
 */
export const FollowUpTemplateBody = z.object({
  subject: z
    .string({ error: COPY.followUpSubjectRequired })
    .trim()
    .min(1, COPY.followUpSubjectRequired)
    .max(FOLLOW_UP_SUBJECT_MAX_LENGTH, maxLengthMessage(FOLLOW_UP_SUBJECT_MAX_LENGTH, 'Subject'))
    .refine((v) => !hasControlCharacters(v), singleLineMessage('Subject'))
    .superRefine(knownPlaceholders),
  body: z
    .string({ error: COPY.followUpBodyRequired })
    .trim()
    .min(1, COPY.followUpBodyRequired)
    .max(FOLLOW_UP_BODY_MAX_LENGTH, maxLengthMessage(FOLLOW_UP_BODY_MAX_LENGTH, 'Text'))
    .refine((v) => !hasControlCharacters(v, true), COPY.followUpBodyControlCharacters)
    .superRefine(knownPlaceholders),
});
export type FollowUpTemplateBody = z.infer<typeof FollowUpTemplateBody>;

/** GET /api/follow-up/template: the owner's, or the default text (`isDefault`) until they save. */
export const FollowUpTemplate = z.object({
  subject: z.string(),
  body: z.string(),
  isDefault: z.boolean(),
});
export type FollowUpTemplate = z.infer<typeof FollowUpTemplate>;

/** POST /api/messages/follow-up: the leads to mail, 1 to 200 of the owner's. */
export const SendFollowUpBody = z.object({
  leadIds: z
    .array(z.uuid({ error: COPY.followUpLeadNotFound }), { error: COPY.followUpLeadsRequired })
    .min(1, COPY.followUpLeadsRequired)
    .max(FOLLOW_UP_MAX_LEADS, COPY.followUpTooManyLeads),
});
export type SendFollowUpBody = z.infer<typeof SendFollowUpBody>;

/**
 * What a send did, every lead asked for counted once: `sent` (one e-mail each), skipped for no
 * consent, no e-mail address, or already followed up (this lead, or another of the owner's leads
 * with the same address), and `waiting`: left unsent by the day's mail limits, to send again
 * tomorrow.
 */
export const FollowUpResult = z.object({
  sent: z.number().int(),
  skippedNoConsent: z.number().int(),
  skippedNoEmail: z.number().int(),
  skippedAlreadyFollowedUp: z.number().int(),
  waiting: z.number().int(),
});
export type FollowUpResult = z.infer<typeof FollowUpResult>;
