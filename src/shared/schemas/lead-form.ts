import { z } from 'zod';
import { maxLengthMessage, singleLineMessage } from '../copy';
import { hasControlCharacters } from '../text';

/** How the page's form treats a field the owner may change (docs/product.md#messages). */
export const LEAD_FIELD_MODES = ['required', 'optional', 'hidden'] as const;
export const LeadFieldMode = z.enum(LEAD_FIELD_MODES);
export type LeadFieldMode = z.infer<typeof LeadFieldMode>;

/** The fields beyond name and e-mail (always asked, always required), in the form's order. */
export const LEAD_FORM_FIELDS = ['company', 'title', 'phone', 'message'] as const;
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];

export const CONSENT_TEXT_MAX_LENGTH = 300;

/**
 * The owner's lead-exchange form: which fields show and which are required, and the consent
 * sentence a visitor ticks (none: no checkbox). The owner's "required" is the page's only: an
 * API client sending the original four fields keeps working.
 */
export const LeadFormSettings = z.object({
  company: LeadFieldMode,
  title: LeadFieldMode,
  phone: LeadFieldMode,
  message: LeadFieldMode,
  consentText: z.string().nullable(),
});
export type LeadFormSettings = z.infer<typeof LeadFormSettings>;

/** What PUT .../profile accepts as `leadForm`: a blank consent sentence means no box. */
export const LeadFormInput = LeadFormSettings.extend({
  consentText: z
    .string()
    .trim()
    .max(CONSENT_TEXT_MAX_LENGTH, maxLengthMessage(CONSENT_TEXT_MAX_LENGTH, 'Consent text'))
    .refine((value) => !hasControlCharacters(value), singleLineMessage('Consent text'))
    .nullable()
    .transform((value) => value || null),
});

/** The original form: Name, Email, Phone and Message, all required; no consent box. */
export const DEFAULT_LEAD_FORM: LeadFormSettings = {
  company: 'hidden',
  title: 'hidden',
  phone: 'required',
  message: 'required',
  consentText: null,
};

/** `?src=` as a lead keeps it: qr, nfc, link, email-signature, a campaign's own word. */
export function leadSource(value: string | null | undefined): string | null {
  const source = value?.trim().toLowerCase() ?? '';
  return /^[a-z0-9_-]{1,40}$/.test(source) ? source : null;
}

/** Each field's label, on the page's form and in the owner's editor alike. */
const LEAD_FIELD_LABELS = new Map<LeadFormField, string>([
  ['company', 'Company'],
  ['title', 'Job title'],
  ['phone', 'Phone'],
  ['message', 'Message'],
]);

export function leadFieldLabel(field: LeadFormField): string {
  return LEAD_FIELD_LABELS.get(field) ?? field;
}
