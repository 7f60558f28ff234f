import sharp from 'sharp';
import type { AppDeps } from '#server/app-deps';
import { SHARP_INPUT } from '#server/lib/image-work';
import { shareUrl } from '#shared/cards/share-url';
import type { EmailSignature } from '#shared/schemas/email-signature';
import { getOwnedCard, shareTargetOf, toCardConfiguration } from '../cards/public';
import { buildEmailSignature, type SignaturePhoto } from './build-signature';

/** The photo's longer side in the signature, in CSS pixels. */
export const SIGNATURE_PHOTO_PX = 80;

/**
 * The card's own uploaded photo, sized to fit 80 px with its proportions (mail clients have no
 * object-fit, and Outlook stretches an image to its width/height attributes), or null when the
 * card has none, points elsewhere, or the file is gone: a broken image in every mail is worse
 * than none.
 */
async function signaturePhoto(
  deps: Pick<AppDeps, 'storage' | 'config'>,
  url: string | null,
): Promise<SignaturePhoto | null> {
  if (!url || !deps.storage.isOwnUrl(url)) return null;
  const bytes = await deps.storage.read(url);
  if (!bytes) return null;
  const absolute = new URL(url, deps.config.appUrl);
  if (absolute.protocol !== 'https:' && absolute.protocol !== 'http:') return null;
  try {
    const { width, height } = await sharp(bytes, SHARP_INPUT).metadata();
    if (!width || !height) return null;
    const scale = SIGNATURE_PHOTO_PX / Math.max(width, height);
    return {
      url: absolute.href,
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    };
  } catch {
    return null;
  }
}

/** The owner's card's e-mail signature (404 for another owner's card). */
export async function cardEmailSignature(
  deps: Pick<AppDeps, 'database' | 'storage' | 'config'>,
  { ownerId, cardId }: { ownerId: string; cardId: number },
): Promise<EmailSignature> {
  const card = await getOwnedCard(deps, { ownerId, cardId });
  const config = toCardConfiguration(card.row);
  return buildEmailSignature({
    config,
    photo: await signaturePhoto(deps, config.profileImageUrl),
    saveContactUrl: shareUrl(deps.config.appUrl, shareTargetOf(card), 'email'),
  });
}
