import { useEffect, useRef, type CSSProperties } from 'react';
import { designProperties, resolveDesign } from '../design/resolve-design';
import type { Language } from '../i18n/languages';
import type { PublicProfile } from '../schemas/profiles';
import { usePageCopy } from './copy-context';
import { ContactForm, type ContactFormProps } from './public-profile-contact-form';
import { ContactRows } from './public-profile-contact-rows';
import { HeaderActions, ProfileHeader } from './public-profile-header';
import { LanguageMenu } from './public-profile-language-menu';
import { ProfileButtons, SocialLinks } from './public-profile-links';
import { StickyDownloadBar } from './public-profile-sticky-bar';
import { profileTheme } from './public-profile-theme';
import { watchStickyDownload } from './sticky-download';

export interface PublicProfileViewProps extends Omit<
  ContactFormProps,
  'theme' | 'ownerName' | 'vcardUrl' | 'leadForm' | 'language'
> {
  profile: PublicProfile;
  vcardUrl: string;
  shopUrl: string;
  /**
   * The server-rendered page: where the browser reports a followed link (the `ping` attribute:
   * no script, and the navigation does not wait), by button uuid or link field.
   */
  clickPing?: (linkId: string) => string;
  /**
   * The server-rendered page opened inside an app's own browser (Instagram, LinkedIn, ...),
   * where a contact file silently fails to download: how to open the page in the phone's
   * browser, shown under 'Download Contact'.
   */
  inAppHint?: string | null;
  /** The server-rendered page: 'Share' shows once the page's script runs. */
  shareNeedsScript?: boolean;
  /**
   * The server-rendered page: the language it is shown in, which its form posts and its foot's
   * language menu marks. The app's own renderings are in the build's language and have no menu.
   */
  language?: Language;
}

// The product's name, bold in the sentence around it.
const brandName = 'Catalyst Connect';

/** 'Powered By Catalyst Connect' in the page's language, the product's name in bold. */
function PoweredBy({ sentence }: { sentence: (brand: string) => string }) {
  const [before = '', after = ''] = sentence(brandName).split(brandName);
  return (
    <>
      {before}
      <strong>{brandName}</strong>
      {after}
    </>
  );
}

/**
 * The Connect profile as visitors see it. The server renders it into the page's HTML (a small
 * script, not React, enhances its form there), the app renders it in its own /u route, and the
 * editor shows it as the live preview: one component for all three.
 * Every value is rendered as text by React; URLs were checked to be http(s)/mailto/tel on save.
 */
export function PublicProfileView({
  profile,
  vcardUrl,
  shopUrl,
  mode,
  onSendMessage,
  notify,
  formAction,
  clickPing,
  inAppHint,
  shareNeedsScript = false,
  language,
}: PublicProfileViewProps) {
  const copy = usePageCopy();
  const design = resolveDesign(profile.design);
  const theme = profileTheme(design);
  const root = useRef<HTMLDivElement>(null);
  // The page's one landmark; the editors' preview sits inside the app's own `main`.
  const Main = mode === 'live' ? 'main' : 'div';
  // The app's own rendering of the page; on the server-rendered one the page's script does this.
  useEffect(() => (root.current ? watchStickyDownload(root.current) : undefined), []);
  return (
    <div
      ref={root}
      // While the sticky bar shows, the end of the page scrolls clear of it.
      className={`min-h-full max-sm:has-data-shown:pb-20 ${theme.page}`}
      // The design's colours and font as custom properties: values from fixed lists and
      // checked colours only, escaped by React as any attribute.
      style={designProperties(design) as CSSProperties}
      data-theme={design.base}
      data-preset={design.design.preset}
    >
      <Main
        className={`mx-auto flex max-w-md flex-col px-5 ${profile.design.coverImageUrl ? 'pt-5' : 'pt-10'} pb-8 ${theme.align}`}
      >
        <ProfileHeader profile={profile} theme={theme} />
        {/* 'Download Contact' right under the name, above the rows: on a phone, in sight at once. */}
        <div className="mt-6 flex w-full flex-col gap-3">
          <HeaderActions
            vcardUrl={vcardUrl}
            mode={mode}
            theme={theme}
            inAppHint={inAppHint}
            shareNeedsScript={shareNeedsScript}
            notify={notify}
          />
        </div>
        <ContactRows profile={profile} theme={theme} clickPing={clickPing} />
        {(profile.active || profile.buttons.length > 0) && (
          <div className="mt-8 flex w-full flex-col gap-3">
            <ProfileButtons profile={profile} theme={theme} clickPing={clickPing} />
          </div>
        )}
        <SocialLinks profile={profile} theme={theme} clickPing={clickPing} />
        {profile.active && (
          <ContactForm
            theme={theme}
            leadForm={profile.leadForm}
            ownerName={profile.name}
            vcardUrl={vcardUrl}
            mode={mode}
            onSendMessage={onSendMessage}
            formAction={formAction}
            notify={notify}
            {...(language ? { language } : {})}
          />
        )}
      </Main>
      <footer className={`flex flex-col items-center gap-2 pb-10 text-sm ${theme.muted}`}>
        <span className="inline-flex items-center gap-2 rounded-full px-3 py-1 ring-1 ring-current/20">
          <PoweredBy sentence={copy.visitorPagePoweredBy} />
        </span>
        <a href={shopUrl} className={`font-semibold ${theme.accent}`}>
          {copy.visitorPageJoinClub}
        </a>
        {language && <LanguageMenu language={language} theme={theme} />}
      </footer>
      {mode === 'live' && (
        <StickyDownloadBar vcardUrl={vcardUrl} theme={theme} inAppHint={inAppHint} />
      )}
    </div>
  );
}
