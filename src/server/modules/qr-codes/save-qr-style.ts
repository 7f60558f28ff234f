import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import { cards } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { COPY } from '#shared/copy';
import type { QrStyle } from '#shared/schemas/qr-style';

/** Replaces the owner's card's QR style with `style` (another owner's card is "not found"). */
export async function saveQrStyle(
  deps: Pick<AppDeps, 'database'>,
  { ownerId, cardId, style }: { ownerId: string; cardId: number; style: QrStyle },
): Promise<QrStyle> {
  const [row] = await deps.database.db
    .update(cards)
    .set({ qrStyle: style, updatedAt: new Date() })
    .where(and(eq(cards.id, cardId), eq(cards.ownerId, ownerId)))
    .returning({ qrStyle: cards.qrStyle });
  if (!row?.qrStyle) throw new AppError('NOT_FOUND', COPY.cardNotFound);
  return row.qrStyle;
}
