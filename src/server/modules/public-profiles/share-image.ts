import { createElement as h } from 'react';
import sharp from 'sharp';
import type { FileStorage } from '#server/adapters/storage/file-storage';
import { imageWork, SHARP_INPUT } from '#server/lib/image-work';
import { resolveDesign } from '#shared/design/resolve-design';
import type { PublicProfile } from '#shared/schemas/profiles';
import { BASE_FAMILY, emojiImage, fontsFor } from './share-image-fonts';

/** The size link previews (LinkedIn, WhatsApp, Slack, iMessage, X) show large. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
const PHOTO_PX = 280;
/** The accent ring around a photo. */
const PHOTO_RING_PX = 8;

/** The photo, cropped square and small, as a data URL; null without one or when unreadable. */
async function photoDataUrl(storage: FileStorage, url: string | null): Promise<string | null> {
  if (!url) return null;
  const bytes = await storage.read(url);
  if (!bytes) return null;
  try {
    const png = await sharp(bytes, SHARP_INPUT)
      .resize(PHOTO_PX, PHOTO_PX, { fit: 'cover' })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

/**
 * The name's size: 72 px on at most two lines; a longer name is drawn smaller, down to 32 px.
 * A word longer than the line breaks between two letters (overflow-wrap: anywhere), never past
 * the image's edge; at 32 px any word breaks, and only what two lines still cannot hold ends in
 * an ellipsis (a whole letter, never a cut one).
 */
const NAME = { largest: 72, smallest: 32, lineHeight: 1.15, lines: 2 } as const;
const SUBTITLE_PX = 38;

/** The first letter (a whole grapheme: an accented letter, an emoji) for the initial. */
function initialOf(name: string): string {
  const [first] = new Intl.Segmenter().segment(name.trim());
  return first ? first.segment.toLocaleUpperCase() : '?';
}

/** A text whose first letter is Arabic or Hebrew, which lines up on the right. */
function startsRightToLeft(text: string): boolean {
  return /^\P{L}*[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text);
}

/**
 * The profile's share image: a 1200x630 PNG of the card in its design (the page's colours, its
 * accent, the photo or the name's initial, name, title and company), made from an SVG that
 * satori lays out and sharp draws, in one of the bounded image slots (image-work.ts). Every
 * script the product serves has its font (share-image-fonts.ts, decision 049).
 */
export async function renderShareImage(
  storage: FileStorage,
  profile: PublicProfile,
): Promise<Buffer> {
  return imageWork(async () => {
    const { svg } = await renderShareSvg(storage, profile);
    return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  }, 'visitors');
}

/**
 * The share image's SVG, before sharp draws it, and the words satori found a letter of in no
 * font it was given (drawn as an empty box): none for the scripts the product serves.
 */
export async function renderShareSvg(
  storage: FileStorage,
  profile: PublicProfile,
): Promise<{ svg: string; undrawn: string[] }> {
  const { colours } = resolveDesign(profile.design);
  const subtitle = [profile.title, profile.company].filter(Boolean).join(' · ');
  const initial = initialOf(profile.name);
  const [{ default: satori }, photo] = await Promise.all([
    import('satori'),
    photoDataUrl(storage, profile.imageUrl),
  ]);
  const undrawn = new Set<string>();
  const fonts = fontsFor([
    { text: `${profile.name}${initial}`, weight: 700 },
    { text: subtitle, weight: 400 },
  ]);
  const portrait = photo
    ? h(
        'div',
        {
          style: {
            flexShrink: 0,
            display: 'flex',
            boxSizing: 'border-box',
            width: PHOTO_PX,
            height: PHOTO_PX,
            padding: PHOTO_RING_PX,
            borderRadius: '50%',
            background: colours.accent,
          },
        },
        h('img', {
          src: photo,
          width: PHOTO_PX - 2 * PHOTO_RING_PX,
          height: PHOTO_PX - 2 * PHOTO_RING_PX,
          style: { objectFit: 'cover', borderRadius: '50%' },
        }),
      )
    : h(
        'div',
        {
          style: {
            flexShrink: 0,
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
        initial,
      );
  /**
   * The card at one name size. `last`, for a name two lines cannot hold even at the smallest
   * size: its words break anywhere, and what still does not fit ends in an ellipsis.
   */
  const draw = (namePx: number, last: boolean) => {
    let nameHeight = 0;
    const text = h(
      'div',
      {
        style: {
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          flexShrink: 1,
          flexBasis: 0,
          minWidth: 0,
          marginLeft: 64,
        },
      },
      h(
        'div',
        {
          key: 'name',
          style: {
            display: 'block',
            fontSize: namePx,
            lineHeight: NAME.lineHeight,
            fontWeight: 700,
            color: colours.text,
            textAlign: startsRightToLeft(profile.name) ? 'right' : 'left',
            overflowWrap: 'anywhere',
            ...(last ? { wordBreak: 'break-all', lineClamp: NAME.lines } : {}),
          },
        },
        profile.name,
      ),
      subtitle
        ? h(
            'div',
            {
              style: {
                display: 'block',
                fontSize: SUBTITLE_PX,
                lineHeight: 1.2,
                color: colours.muted,
                textAlign: startsRightToLeft(subtitle) ? 'right' : 'left',
                marginTop: 16,
                overflowWrap: 'anywhere',
                lineClamp: 2,
              },
            },
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
          flexShrink: 0,
        },
      }),
    );
    return satori(
      h(
        'div',
        {
          style: {
            width: '100%',
            height: '100%',
            boxSizing: 'border-box',
            display: 'flex',
            alignItems: 'center',
            padding: '0 96px',
            background: colours.page,
            fontFamily: BASE_FAMILY,
          },
        },
        portrait,
        text,
      ),
      {
        ...SHARE_IMAGE,
        fonts,
        // Asked for what no font draws: an emoji gets its image, anything else is noted.
        loadAdditionalAsset: async (code: string, segment: string) => {
          const emoji = code === 'emoji' ? emojiImage(segment) : null;
          if (!emoji) undrawn.add(segment);
          return emoji ?? [];
        },
        onNodeDetected: (node: { key?: unknown; height: number }) => {
          if (node.key === 'name') nameHeight = node.height;
        },
      },
    ).then((svg) => ({ svg, lines: Math.round(nameHeight / (namePx * NAME.lineHeight)) }));
  };
  let namePx: number = NAME.largest;
  let drawn = await draw(namePx, false);
  // Most names fit at once; a longer one is drawn again, smaller by the lines it took.
  while (drawn.lines > NAME.lines && namePx > NAME.smallest) {
    namePx = Math.max(NAME.smallest, Math.floor((namePx * NAME.lines) / drawn.lines));
    drawn = await draw(namePx, false);
  }
  if (drawn.lines > NAME.lines) drawn = await draw(namePx, true);
  return { svg: drawn.svg, undrawn: [...undrawn] };
}
