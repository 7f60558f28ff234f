import { PHOTO_DISPLAY_PX } from '../constants';
import type { PublicProfile } from '../schemas/profiles';
import { IN_APP_HINT_ID, type ProfileTheme } from './public-profile-theme';
import { ShareButton } from './share-button';

/** Who the page is about: the photo (or the name's initial), the name, title and slogan. */
export function ProfileHeader({ profile, theme }: { profile: PublicProfile; theme: ProfileTheme }) {
  const subtitle = [profile.title, profile.company].filter(Boolean).join(' · ');
  return (
    <>
      {profile.imageUrl ? (
        <img
          src={profile.imageUrl}
          alt={profile.name}
          width={PHOTO_DISPLAY_PX}
          height={PHOTO_DISPLAY_PX}
          fetchPriority="high"
          className="h-[200px] w-[200px] rounded-full object-cover shadow-lg"
        />
      ) : (
        <div
          aria-hidden="true"
          className={`flex h-[200px] w-[200px] items-center justify-center rounded-full text-6xl font-bold ${theme.fill}`}
        >
          {profile.name.trim().charAt(0).toUpperCase() || '?'}
        </div>
      )}
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{profile.name}</h1>
      {subtitle && <p className={`mt-1 text-base ${theme.muted}`}>{subtitle}</p>}
      {profile.slogan && <p className={`mt-3 text-lg italic ${theme.muted}`}>{profile.slogan}</p>}
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
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <a
          href={vcardUrl}
          data-download-contact=""
          aria-describedby={inAppHint ? IN_APP_HINT_ID : undefined}
          className={`grow-[999] basis-44 ${theme.primary}`}
        >
          Download Contact
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
          className={`rounded-xl px-4 py-3 text-left text-sm ring-1 ring-inset ${theme.hint}`}
        >
          {inAppHint}
        </p>
      )}
    </>
  );
}
