import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { cardProfiles, type CardProfileRow, type CardRow } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { requiredMessage } from '#shared/copy';
import {
  TEMPLATE_CARD_FIELDS,
  TEMPLATE_DESIGN_FIELDS,
  TEMPLATE_FIELD_LABELS,
  TemplateValues,
  type TemplateField,
} from '#shared/schemas/team-template';

/**
 * A template field's value on one card, as a change request reads and checks it: the card's
 * column, its profile's company or theme, or a part of its profile's design.
 */

const CARD_FIELDS: readonly string[] = TEMPLATE_CARD_FIELDS;
const DESIGN_FIELDS: readonly string[] = TEMPLATE_DESIGN_FIELDS;

/** What the card shows for the field now (null: empty, or no profile yet). */
export function fieldValueOf(
  card: CardRow,
  profile: Pick<CardProfileRow, 'company' | 'theme' | 'design'> | undefined,
  field: TemplateField,
): string | null {
  if (CARD_FIELDS.includes(field)) return (card[field as keyof CardRow] as string | null) ?? null;
  if (!profile) return null;
  if (DESIGN_FIELDS.includes(field)) {
    const part = (profile.design as unknown as Record<string, unknown>)[field];
    return typeof part === 'string' ? part : null;
  }
  return field === 'company' ? profile.company : profile.theme;
}

/** The profiles of the cards, by card id. */
export async function profilesOf(
  db: DbOrTx,
  cardIds: number[],
): Promise<Map<number, CardProfileRow>> {
  if (cardIds.length === 0) return new Map();
  const rows = await db.select().from(cardProfiles).where(inArray(cardProfiles.cardId, cardIds));
  return new Map(rows.map((row) => [row.cardId, row]));
}

/**
 * The value asked for, checked with the rule the field's editor checks it with (a URL made whole,
 * a blank made null where the field may be empty); 400 with that rule's sentence otherwise.
 */
export function checkedValue(field: TemplateField, value: string | null): string | null {
  const rule = TemplateValues.shape[field];
  const result = rule.safeParse(value);
  if (!result.success) {
    const message =
      value === null
        ? requiredMessage(TEMPLATE_FIELD_LABELS[field])
        : (result.error.issues[0]?.message ?? requiredMessage(TEMPLATE_FIELD_LABELS[field]));
    throw new AppError('BAD_REQUEST', message);
  }
  const parsed: unknown = result.data;
  return parsed === undefined || parsed === null ? null : String(parsed);
}
