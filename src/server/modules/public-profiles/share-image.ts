import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement as h } from 'react';
import sharp from 'sharp';
import type { FileStorage } from '#server/adapters/storage/file-storage';
import { imageWork } from '#server/lib/image-work';
import { resolveDesign } from '#shared/design/resolve-design';
import type { PublicProfile } from '#shared/schemas/profiles';

/** The size link previews (LinkedIn, WhatsApp, Slack, iMessage, X) show large. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
const PHOTO_PX = 280;

const require = createRequire(import.meta.url);
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700 }[]> | undefined;

/**
 * Inter's Latin files (WOFF: satori reads TTF, OTF and WOFF, not WOFF2), read once. The image
 * draws its text as outlines from them, so it needs no font on the machine.
 */
function shareFonts() {
  return (fonts ??= Promise.resolve(
    ([400, 700] as const).map((weight) => ({
      name: 'Inter',
      weight,
      data: readFileSync(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
  ));
}

/** The photo, cropped square and small, as a data URL; null without one or when unreadable. */
async function photoDataUrl(storage: FileStorage, url: string | null): Promise<string | null> {
  if (!url) return null;
  const bytes = await storage.read(url);
  if (!bytes) return null;
  try {
    const png = await sharp(bytes).resize(PHOTO_PX, PHOTO_PX, { fit: 'cover' }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * The profile's share image: a 1200x630 PNG of the card in its design (the page's colours, its
 * accent, the photo or the name's initial, name, title and company), made from an SVG that
 * satori lays out and sharp draws, in one of the bounded image slots (image-work.ts).
 */
export async function renderShareImage(
  storage: FileStorage,
  profile: PublicProfile,
): Promise<Buffer> {
  const { colours } = resolveDesign(profile.design);
  const subtitle = [profile.title, profile.company].filter(Boolean).join(' · ');
  return imageWork(async () => {
    const [{ default: satori }, photo] = await Promise.all([
      import('satori'),
      photoDataUrl(storage, profile.imageUrl),
    ]);
    const portrait = photo
      ? h('img', {
          src: photo,
          width: PHOTO_PX,
          height: PHOTO_PX,
          style: { borderRadius: PHOTO_PX / 2, border: `8px solid ${colours.accent}` },
        })
      : h(
          'div',
          {
            style: {
              width: PHOTO_PX,
              height: PHOTO_PX,
              borderRadius: PHOTO_PX / 2,
              background: colours.accent,
              color: colours.onAccent,
              fontSize: 140,
              fontWeight: 700,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            },
          },
          profile.name.trim().charAt(0).toUpperCase() || '?',
        );
    const text = h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', flex: 1, marginLeft: 64 } },
      h(
        'div',
        { style: { fontSize: 72, fontWeight: 700, color: colours.text, lineClamp: 2 } },
        profile.name,
      ),
      subtitle
        ? h(
            'div',
            { style: { fontSize: 38, color: colours.muted, marginTop: 16, lineClamp: 2 } },
            subtitle,
          )
        : null,
      h('div', {
        style: {
          width: 120,
          height: 10,
          borderRadius: 5,
          background: colours.accent,
          marginTop: 40,
        },
      }),
    );
    const svg = await satori(
      h(
        'div',
        {
          style: {
            width: '100%',
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            padding: '0 96px',
            background: colours.page,
            fontFamily: 'Inter',
          },
        },
        portrait,
        text,
      ),
      { ...SHARE_IMAGE, fonts: await shareFonts() },
    );
    return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  });
}
