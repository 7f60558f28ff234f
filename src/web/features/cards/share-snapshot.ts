import { z } from 'zod';

/**
 * What the share screen last showed for a card, kept in this browser so the screen opens without
 * network (and without a session check) at a venue with no signal. It holds nothing secret: the
 * owner's name and the QR code of their public address.
 */
export const ShareSnapshot = z.object({
  name: z.string(),
  subtitle: z.string(),
  url: z.string(),
  /** The server's SVG of the QR code in the saved style, the logo inside it. */
  svg: z.string(),
});
export type ShareSnapshot = z.infer<typeof ShareSnapshot>;

const key = (cardId: number) => `catalyst.share-screen.${cardId}`;

export function readShareSnapshot(cardId: number): ShareSnapshot | null {
  try {
    const parsed = ShareSnapshot.safeParse(JSON.parse(localStorage.getItem(key(cardId)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveShareSnapshot(cardId: number, snapshot: ShareSnapshot): void {
  try {
    localStorage.setItem(key(cardId), JSON.stringify(snapshot));
  } catch {
    // Storage full or refused: the screen still works online.
  }
}
