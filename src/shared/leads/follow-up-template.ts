import { COPY } from '../copy';

/** What a follow-up template may name, filled per lead (docs/product.md#follow-up). */
export const FOLLOW_UP_PLACEHOLDERS = ['firstName', 'event', 'ownerName'] as const;
export type FollowUpPlaceholder = (typeof FOLLOW_UP_PLACEHOLDERS)[number];
export type FollowUpValues = Record<FollowUpPlaceholder, string>;

/** `{name}`: a letter, then letters, digits or `_`. Any other braces are text. */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

const isKnown = (name: string): name is FollowUpPlaceholder =>
  (FOLLOW_UP_PLACEHOLDERS as readonly string[]).includes(name);

/** The placeholders of `text` the template cannot fill, each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !isKnown(name)))];
}

/**
 * The text with each placeholder replaced by its value, in one pass: a value that itself reads
 * `{event}` (a lead may type anything) stays as typed.
 */
export function fillTemplate(text: string, values: FollowUpValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isKnown(name) ? values[name] : whole));
}

/** Line breaks and other control characters, which must never reach a mail header. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/** The longest subject a follow-up gets once filled: mail clients show far less. */
const SUBJECT_MAX = 250;

/**
 * A subject filled per lead, on one line whatever the lead or the owner typed: every value is
 * made one line first, and so is the result (a header with CR/LF could add headers of its own).
 */
export function fillSubject(subject: string, values: FollowUpValues): string {
  const oneLine = (text: string) => text.replace(CONTROL, ' ');
  const safe = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, oneLine(value)]),
  ) as FollowUpValues;
  return oneLine(fillTemplate(subject, safe)).replace(/\s+/g, ' ').trim().slice(0, SUBJECT_MAX);
}

/** The first word of a lead's name: what `{firstName}` says ("Lin" of "Lin Okafor"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * The values of one lead's e-mail. A lead without a name is greeted "there"; one captured at no
 * event reads `{event}` as "the event", so the default text stays a sentence either way.
 */
export function followUpValues(input: {
  leadName: string;
  eventName: string | null;
  ownerName: string;
}): FollowUpValues {
  return {
    firstName: firstNameOf(input.leadName) || COPY.followUpNoFirstName,
    event: input.eventName?.trim() || COPY.followUpNoEventPhrase,
    ownerName: input.ownerName,
  };
}
