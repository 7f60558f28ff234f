import { PKPass, PassType } from 'passkit-generator';
import sharp from 'sharp';
import type { AppDeps } from '#server/app-deps';
import { imageWork, SHARP_INPUT } from '#server/lib/image-work';
import type { AppleWalletCredentials } from '#server/lib/wallet-credentials';
import { WALLET_COLOURS, type WalletCard } from './wallet-card';

/** The app's mark (public/favicon.svg): the pass icon when the card has no company image. */
const APP_ICON_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#f97316"/><path d="M21.5 10.5a8 8 0 1 0 0 11" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/><circle cx="22" cy="16" r="2.4" fill="#fff"/></svg>',
);

/** Apple's image sizes in points; each file is also made at @2x and @3x. */
const ICON = { width: 29, height: 29 };
const THUMBNAIL = { width: 90, height: 90 };
const LOGO_MAX = { width: 160, height: 50 };
const SCALES = [1, 2, 3] as const;

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function fileName(base: string, scale: number): string {
  return scale === 1 ? `${base}.png` : `${base}@${scale}x.png`;
}

type Fit = 'cover' | 'contain' | 'inside';

/** `source` as PNGs at each scale, or null when it is not an image sharp can read. */
async function pngSet(
  source: Buffer,
  base: string,
  size: { width: number; height: number },
  fit: Fit,
): Promise<Record<string, Buffer> | null> {
  try {
    // The scales together are one image's work (lib/image-work.ts).
    const entries = await imageWork(() =>
      Promise.all(
        SCALES.map(async (scale) => {
          // An SVG is drawn large enough for the biggest size before it is scaled down.
          const png = await sharp(source, { ...SHARP_INPUT, density: 600 })
            .rotate()
            .resize(size.width * scale, size.height * scale, {
              fit,
              background: { r: 0, g: 0, b: 0, alpha: 0 },
              withoutEnlargement: fit === 'inside',
            })
            .png()
            .toBuffer();
          return [fileName(base, scale), png] as const;
        }),
      ),
    );
    return Object.fromEntries(entries);
  } catch {
    return null;
  }
}

/**
 * The images of the pass: the profile photo as the thumbnail, the company image as the logo
 * and icon (the app's mark when there is none). A stored image gone or unreadable is left out.
 */
async function passImages(
  deps: Pick<AppDeps, 'storage'>,
  card: WalletCard,
): Promise<Record<string, Buffer>> {
  const [photo, company] = await Promise.all(
    [card.profileImageUrl, card.companyImageUrl].map((url) =>
      url ? deps.storage.read(url) : Promise.resolve(null),
    ),
  );
  const [thumbnail, logo, companyIcon] = await Promise.all([
    photo ? pngSet(photo, 'thumbnail', THUMBNAIL, 'cover') : null,
    company ? pngSet(company, 'logo', LOGO_MAX, 'inside') : null,
    company ? pngSet(company, 'icon', ICON, 'contain') : null,
  ]);
  const icon = companyIcon ?? (await pngSet(APP_ICON_SVG, 'icon', ICON, 'contain'));
  return { ...icon, ...logo, ...thumbnail };
}

/** The card as a signed Apple Wallet generic pass (.pkpass, a zip). */
export async function buildApplePass(
  deps: Pick<AppDeps, 'storage'>,
  { credentials, card }: { credentials: AppleWalletCredentials; card: WalletCard },
): Promise<Buffer> {
  const colours = WALLET_COLOURS[card.theme];
  const pass = new PKPass(
    await passImages(deps, card),
    {
      wwdr: credentials.wwdr,
      signerCert: credentials.signerCert,
      signerKey: credentials.signerKey,
    },
    {
      formatVersion: 1,
      passTypeIdentifier: credentials.passTypeId,
      teamIdentifier: credentials.teamId,
      // The same serial number each time: adding the pass again replaces the one in Wallet.
      serialNumber: card.uuid,
      organizationName: 'Catalyst Connect',
      description: `Business card of ${card.name}`,
      logoText: card.company ?? card.name,
      backgroundColor: rgb(colours.background),
      foregroundColor: rgb(colours.foreground),
      labelColor: rgb(colours.label),
    },
  );
  const generic = new PassType('generic');
  generic.primaryFields.push({ key: 'name', label: 'Name', value: card.name });
  if (card.title) generic.secondaryFields.push({ key: 'title', label: 'Title', value: card.title });
  if (card.company) {
    generic.secondaryFields.push({ key: 'company', label: 'Company', value: card.company });
  }
  generic.backFields.push({ key: 'profile', label: 'Connect profile', value: card.url });
  pass.types.push(generic);
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: card.url,
    messageEncoding: 'iso-8859-1',
  });
  return pass.getAsBuffer();
}
