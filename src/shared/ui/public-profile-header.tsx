import { PHOTO_DISPLAY_PX } from '../constants';
import { COVER_LARGEST, COVER_SIZES, coverHeight, coverSrcSet } from '../design/cover-image';
import type { PublicProfile } from '../schemas/profiles';
import { usePageCopy } from './copy-context';
import { IN_APP_HINT_ID, type ProfileTheme } from './public-profile-theme';
import { ShareButton } from './share-button';

/**
 * The design's cover: a 3:1 banner in the widths stored for it, the browser picking the one its
 * screen needs. Its box is sized before it loads (width and height), so the name and 'Download
 * Contact' under it never move, and they never wait for it: an image does not hold back the
 * page's text.
 */
function ProfileCover({ url }: { url: string }) {
  return (
    <img
      src={url}
      srcSet={coverSrcSet(url)}
      sizes={COVER_SIZES}
      alt=""
      width={COVER_LARGEST}
      height={coverHeight(COVER_LARGEST)}
      decoding="async"
      data-cover=""
      className="aspect-[3/1] w-full rounded-2xl object-cover"
    />
  );
}

/**
 * Who the page is about: the cover when there is one, the photo (or the name's initial) over
 * its lower edge, the name, title and slogan.
 */
export function ProfileHeader({ profile, theme }: { profile: PublicProfile; theme: ProfileTheme }) {
  const subtitle = [profile.title, profile.company].filter(Boolean).join(' · ');
  const cover = profile.design.coverImageUrl;
  // Over the cover, the photo is ringed in the page's colour so its edge reads on any picture.
  // It overlaps only the cover's lower edge, so words in the cover's middle stay in sight.
  const overCover = cover ? ' relative -mt-8 mx-4 ring-4 ring-(--cc-page)' : '';
  return (
    <>
      {cover && <ProfileCover url={cover} />}
      {profile.imageUrl ? (
        <img
          src={profile.imageUrl}
          alt={profile.name}
          width={PHOTO_DISPLAY_PX}
          height={PHOTO_DISPLAY_PX}
          fetchPriority="high"
          className={`h-[200px] w-[200px] rounded-full object-cover shadow-lg${overCover}`}
        />
      ) : (
        <div
          aria-hidden="true"
          className={`flex h-[200px] w-[200px] items-center justify-center rounded-full text-6xl font-bold ${theme.fill}${overCover}`}
        >
          {profile.name.trim().charAt(0).toUpperCase() || '?'}
        </div>
      )}
      {/* A word longer than the column (a 54-letter surname) breaks, never scrolls the page. */}
      <h1 className="mt-6 text-3xl font-bold tracking-tight wrap-anywhere">{profile.name}</h1>
      {subtitle && <p className={`mt-1 text-base wrap-anywhere ${theme.muted}`}>{subtitle}</p>}
      {profile.slogan && (
        <p className={`mt-3 text-lg italic wrap-anywhere ${theme.muted}`}>{profile.slogan}</p>
      )}
    </>
  );
}

/**
 * The header's 'Download Contact' and 'Share' (one row where both fit, a 360 px phone; on
 * narrower screens Share goes below), and under them the in-app browser hint when there is one.
 */
export function HeaderActions({
  vcardUrl,
  mode,
  theme,
  inAppHint,
  shareNeedsScript = false,
  notify,
}: {
  vcardUrl: string;
  mode: 'live' | 'preview';
  theme: ProfileTheme;
  inAppHint?: string | null;
  /** The server-rendered page: 'Share' waits, `hidden`, for the page's script to work it. */
  shareNeedsScript?: boolean;
  notify: (text: string, tone: 'info') => void;
}) {
  const copy = usePageCopy();
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <a
          href={vcardUrl}
          data-download-contact=""
          aria-describedby={inAppHint ? IN_APP_HINT_ID : undefined}
          className={`grow-[999] basis-44 ${theme.primary}`}
        >
          {copy.visitorPageDownloadContact}
        </a>
        <ShareButton
          mode={mode}
          className={`${theme.corners} ${theme.button}`}
          hidden={shareNeedsScript}
          notify={notify}
        />
      </div>
      {inAppHint && (
        <p
          id={IN_APP_HINT_ID}
          data-in-app-hint=""
          className={`rounded-xl px-4 py-3 text-start text-sm ring-1 ring-inset ${theme.hint}`}
        >
          {inAppHint}
        </p>
      )}
    </>
  );
}
