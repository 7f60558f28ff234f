import type { FieldErrors, Resolver } from 'react-hook-form';
import { CaptureLeadBody, type CaptureSource } from '#shared/schemas/capture';
import type { QueuedLead } from './queue/lead-store';

/** The person's details, as the form's inputs name them. */
export const CAPTURE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'title',
  'note',
] as const;
export type CaptureField = (typeof CAPTURE_FIELDS)[number];
export type CaptureFields = Record<CaptureField, string>;

/**
 * The capture form's whole state: the person's details, the consent, where the lead is filed
 * (card and event, as the selects hold them: '' is none), how it was captured and the photo of
 * their card. A scan fills it through `applyScan` (../capture-context.tsx).
 */
export interface CaptureFormValues extends CaptureFields {
  consent: boolean;
  cardId: string;
  eventId: string;
  source: CaptureSource;
  photo: Blob | null;
}

export const EMPTY_FIELDS: CaptureFields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  title: '',
  note: '',
};

/** The form after a save: empty for the next person, on the same card and event. */
export function nextPersonValues(
  filing: Pick<CaptureFormValues, 'cardId' | 'eventId'>,
): CaptureFormValues {
  return { ...EMPTY_FIELDS, consent: false, source: 'manual', photo: null, ...filing };
}

/** Now, as ISO 8601 with the phone's own offset ("2026-11-29T14:03:00.000+01:00"). */
export function isoWithOffset(date: Date): string {
  const pad = (n: number, width = 2) => String(Math.trunc(Math.abs(n))).padStart(width, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `.${pad(date.getMilliseconds(), 3)}${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}

/** `POST /api/leads`'s body for what the form holds. */
export function leadBody(
  values: CaptureFormValues,
  { clientId, capturedAt }: { clientId: string; capturedAt: string },
): QueuedLead['body'] {
  const body: QueuedLead['body'] = {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    company: values.company,
    title: values.title,
    note: values.note,
    consent: values.consent,
    source: values.source,
    eventId: values.eventId || null,
    capturedAt,
    clientId,
  };
  if (values.cardId) body.cardId = Number(values.cardId);
  return body;
}

/** The form a queued lead fills again, to be corrected after the server refused it. */
export function valuesOf(lead: QueuedLead, photo: Blob | null): CaptureFormValues {
  const { body } = lead;
  return {
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? '',
    email: body.email ?? '',
    phone: body.phone ?? '',
    company: body.company ?? '',
    title: body.title ?? '',
    note: body.note ?? '',
    consent: body.consent ?? false,
    source: body.source,
    cardId: body.cardId ? String(body.cardId) : '',
    eventId: body.eventId ?? '',
    photo,
  };
}

/** Stands in for the ids a body gets when it is queued: the check is of what the owner typed. */
const CHECKED_AS = {
  clientId: '00000000-0000-4000-8000-000000000000',
  capturedAt: '2000-01-01T00:00:00.000Z',
};

/**
 * The API's own check (CaptureLeadBody: a name, an e-mail or a phone, a valid e-mail, lengths),
 * run before anything is queued, each problem under its field: a lead the server would refuse
 * never waits on the phone.
 */
export const captureResolver: Resolver<CaptureFormValues> = (values) => {
  const parsed = CaptureLeadBody.safeParse(leadBody(values, CHECKED_AS));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<CaptureFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(CAPTURE_FIELDS as readonly string[]).includes(field)) {
      continue;
    }
    errors[field as CaptureField] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/**
 * What a scan hands the form: the fields it read (`note` for text that is no contact), how
 * (`scan`: a paper card's photo read by the server; `badge`: a QR code) and the photo, kept
 * with the lead.
 */
export interface ScanOutcome {
  source: Exclude<CaptureSource, 'manual'>;
  fields: Partial<CaptureFields>;
  photo?: Blob;
}

/**
 * The form after a scan: each field the scan read replaces what is there (the owner corrects
 * what it got wrong), a note is added under the owner's own, and the lead is the scan's.
 */
export function scannedValues(current: CaptureFormValues, outcome: ScanOutcome): CaptureFormValues {
  const next: CaptureFormValues = { ...current, source: outcome.source };
  for (const field of CAPTURE_FIELDS) {
    const read = outcome.fields[field]?.trim();
    if (!read) continue;
    next[field] =
      field === 'note' && current.note.trim() ? `${current.note.trimEnd()}\n${read}` : read;
  }
  if (outcome.photo) next.photo = outcome.photo;
  return next;
}
