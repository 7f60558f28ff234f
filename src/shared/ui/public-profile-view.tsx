import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PHOTO_DISPLAY_PX } from '../constants';
import { PROFILE_LINK_FIELDS, SOCIAL_LABELS } from '../link-fields';
import type { PublicProfile } from '../schemas/profiles';
import { SocialIcon } from './social-icons';
import { MESSAGES } from '../messages';
import { MESSAGE_OUTCOME_IDS } from '../message-outcomes';
import { ShareButton } from './share-button';
import { watchStickyDownload } from '../sticky-download';

export interface VisitorMessageInput {
  name: string;
  email: string;
  phone: string;
  message: string;
  website: string;
}

export interface PublicProfileViewProps {
  profile: PublicProfile;
  vcardUrl: string;
  shopUrl: string;
  /** `preview`: the editor's phone preview; the form does not send. */
  mode: 'live' | 'preview';
  /** Sends the form (live mode, inside the app); rejects on failure. */
  onSendMessage?: (message: VisitorMessageInput) => Promise<void>;
  /**
   * The server-rendered page: the form posts here without any script (urlencoded), and the
   * server answers with a 303 back to one of the outcome notices below (decision 018).
   */
  formAction?: string;
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
  notify: (text: string, tone: 'success' | 'error' | 'info') => void;
}

const themes = {
  dark: {
    page: 'bg-gray-950 text-white',
    muted: 'text-gray-300',
    card: 'bg-gray-900 ring-white/10',
    button: 'bg-white/10 text-white hover:bg-white/20 ring-white/20',
    secondary: 'text-orange-300 ring-orange-400 hover:bg-orange-400/10',
    bar: 'bg-gray-900 border-white/10',
    input: 'bg-gray-950 text-white ring-white/20 placeholder:text-gray-500',
    social: 'text-gray-200 hover:text-white',
    accent: 'text-orange-400 hover:text-orange-300',
    hint: 'bg-amber-400/10 text-amber-100 ring-amber-300/40',
  },
  light: {
    page: 'bg-gray-50 text-gray-900',
    muted: 'text-gray-600',
    card: 'bg-white ring-gray-900/10',
    button: 'bg-white text-gray-900 hover:bg-gray-100 ring-gray-300',
    secondary: 'bg-white text-orange-800 ring-orange-800 hover:bg-orange-50',
    bar: 'bg-white border-gray-900/10',
    input: 'bg-white text-gray-900 ring-gray-300 placeholder:text-gray-400',
    social: 'text-gray-600 hover:text-gray-900',
    accent: 'text-orange-800 hover:text-orange-900',
    hint: 'bg-amber-50 text-amber-950 ring-amber-300',
  },
} as const;

/**
 * What a form post without script comes back to (src/shared/message-outcomes.ts). The
 * enhancement script reads its toasts' wording from these elements too.
 */
const MESSAGE_OUTCOMES = [
  { id: MESSAGE_OUTCOME_IDS.sent, text: MESSAGES.messageSent, tone: 'success' },
  { id: MESSAGE_OUTCOME_IDS.failed, text: MESSAGES.failedToSendMessage, tone: 'error' },
  { id: MESSAGE_OUTCOME_IDS.limited, text: MESSAGES.tooManyMessages, tone: 'error' },
] as const;

function MessageOutcomes() {
  return (
    <>
      {MESSAGE_OUTCOMES.map((outcome) => (
        <p
          key={outcome.id}
          id={outcome.id}
          role="status"
          data-tone={outcome.tone}
          className={`mt-4 hidden scroll-mt-4 rounded-lg px-4 py-3 text-center text-sm font-semibold text-white target:block ${
            outcome.tone === 'success' ? 'bg-green-700' : 'bg-red-700'
          }`}
        >
          {outcome.text}
        </p>
      ))}
    </>
  );
}

const IN_APP_HINT_ID = 'in-app-hint';

/** The one filled button of the page: 'Download Contact' (in the header and in the sticky bar). */
const PRIMARY_ACTION =
  'rounded-full bg-orange-800 px-4 py-3 text-center text-base font-semibold text-white shadow hover:bg-orange-900';

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
}: PublicProfileViewProps) {
  const theme = themes[profile.theme];
  const [sending, setSending] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // The app's own rendering of the page; on the server-rendered one the page's script does this.
  useEffect(() => (root.current ? watchStickyDownload(root.current) : undefined), []);
  const subtitle = [profile.title, profile.company].filter(Boolean).join(' · ');
  const links = PROFILE_LINK_FIELDS.flatMap((field) => {
    const url = profile[field];
    return url ? [{ field, url }] : [];
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode === 'preview' || !onSendMessage) {
      notify(MESSAGES.contactFormDisabledInEditMode, 'info');
      return;
    }
    const form = event.currentTarget;
    const data = new FormData(form);
    const read = (key: string) => String(data.get(key) ?? '');
    setSending(true);
    try {
      await onSendMessage({
        name: read('name'),
        email: read('email'),
        phone: read('phone'),
        message: read('message'),
        website: read('website'),
      });
      form.reset();
      notify(MESSAGES.messageSent, 'success');
    } catch (error) {
      // A limit that turns a visitor away says so (the API client's error carries the status).
      const limited = (error as { status?: unknown } | null)?.status === 429;
      notify(limited ? MESSAGES.tooManyMessages : MESSAGES.failedToSendMessage, 'error');
    } finally {
      setSending(false);
    }
  };

  const inputClass = `mt-1 block w-full rounded-md border-0 px-3 py-2 ring-1 ring-inset focus:ring-2 focus:ring-orange-500 ${theme.input}`;
  return (
    <div
      ref={root}
      // While the sticky bar shows, the end of the page scrolls clear of it.
      className={`min-h-full max-sm:has-data-shown:pb-20 ${theme.page}`}
      data-theme={profile.theme}
    >
      <main className="mx-auto flex max-w-md flex-col items-center px-5 pt-10 pb-8 text-center">
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
            className="flex h-[200px] w-[200px] items-center justify-center rounded-full bg-orange-700 text-6xl font-bold text-white"
          >
            {profile.name.trim().charAt(0).toUpperCase() || '?'}
          </div>
        )}
        <h1 className="mt-6 text-3xl font-bold tracking-tight">{profile.name}</h1>
        {subtitle && <p className={`mt-1 text-base ${theme.muted}`}>{subtitle}</p>}
        {profile.slogan && <p className={`mt-3 text-lg italic ${theme.muted}`}>{profile.slogan}</p>}

        <div className="mt-8 flex w-full flex-col gap-3">
          {/* One row where both fit (a 360 px phone); on narrower screens Share goes below. */}
          <div className="flex flex-wrap gap-3">
            <a
              href={vcardUrl}
              data-download-contact=""
              aria-describedby={inAppHint ? IN_APP_HINT_ID : undefined}
              className={`grow-[999] basis-44 ${PRIMARY_ACTION}`}
            >
              Download Contact
            </a>
            <ShareButton mode={mode} className={theme.button} notify={notify} />
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
          {profile.active && (
            <a
              href="#lets-connect"
              className={`rounded-full px-6 py-3 text-base font-semibold ring-2 ring-inset ${theme.secondary}`}
            >
              Let&apos;s Connect!
            </a>
          )}
          {profile.buttons.map((button) => (
            <a
              key={button.uuid}
              href={button.url}
              ping={clickPing?.(button.uuid)}
              target="_blank"
              rel="noopener noreferrer"
              className={`rounded-full px-6 py-3 text-base font-semibold shadow-sm ring-1 ring-inset ${theme.button}`}
            >
              {button.text}
            </a>
          ))}
        </div>

        {links.length > 0 && (
          <ul className="mt-6 flex flex-wrap justify-center gap-1" aria-label="Social links">
            {links.map(({ field, url }) => (
              <li key={field}>
                <a
                  href={url}
                  ping={clickPing?.(field)}
                  target="_blank"
                  rel="noopener noreferrer"
                  // A 44 px target around the 24 px glyph (WCAG 2.5.5).
                  className={`inline-flex h-11 w-11 items-center justify-center rounded-full ${theme.social}`}
                  aria-label={SOCIAL_LABELS[field]}
                >
                  <SocialIcon field={field} />
                </a>
              </li>
            ))}
          </ul>
        )}

        {profile.active && (
          <section
            id="lets-connect"
            aria-labelledby="lets-connect-title"
            className={`mt-10 w-full rounded-2xl p-6 text-left shadow ring-1 ${theme.card}`}
          >
            <h2 id="lets-connect-title" className="text-center text-2xl font-bold">
              Let&apos;s Connect!
            </h2>
            {formAction && <MessageOutcomes />}
            <form
              className="mt-5 space-y-4"
              method="post"
              action={formAction}
              data-send-message={formAction ? '' : undefined}
              // In the editor's preview the form only explains that it does not send.
              noValidate={mode === 'preview'}
              onSubmit={(event) => void submit(event)}
            >
              <label className="block text-sm font-medium">
                Name
                <input
                  name="name"
                  required
                  maxLength={100}
                  autoComplete="name"
                  className={inputClass}
                />
              </label>
              <label className="block text-sm font-medium">
                Email
                <input
                  name="email"
                  type="email"
                  required
                  maxLength={254}
                  autoComplete="email"
                  className={inputClass}
                />
              </label>
              <label className="block text-sm font-medium">
                Phone
                <input
                  name="phone"
                  type="tel"
                  required
                  maxLength={40}
                  autoComplete="tel"
                  className={inputClass}
                />
              </label>
              <label className="block text-sm font-medium">
                Message
                <textarea
                  name="message"
                  required
                  maxLength={5000}
                  rows={4}
                  className={inputClass}
                />
              </label>
              {/* Honeypot: hidden from people and screen readers; bots fill it. */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-0 w-0 overflow-hidden">
                <label>
                  Website
                  <input name="website" tabIndex={-1} autoComplete="off" />
                </label>
              </div>
              <button
                type="submit"
                disabled={sending}
                data-sending-label="Sending..."

                className="w-full rounded-full bg-orange-700 px-6 py-3 font-semibold text-white hover:bg-orange-800 disabled:opacity-60"
              >
                {sending ? 'Sending...' : 'Send Message'}
              </button>
            </form>
          </section>
        )}
      </main>
      <footer className={`flex flex-col items-center gap-2 pb-10 text-sm ${theme.muted}`}>
        <span className="inline-flex items-center gap-2 rounded-full px-3 py-1 ring-1 ring-current/20">
          Powered By <strong>Catalyst Connect</strong>
        </span>
        <a href={shopUrl} className={`font-semibold ${theme.accent}`}>
          Join the Catalyst Club
        </a>
      </footer>
      {mode === 'live' && (
        // Phones only: 'Download Contact' stays in reach once the header's button has scrolled
        // away (src/shared/sticky-download.ts shows it). Hidden, it is out of the way of screen
        // readers and the Tab key; the header's button is then the only copy.
        <div
          data-sticky-download=""
          aria-hidden="true"
          className={`invisible fixed inset-x-0 bottom-0 z-40 border-t px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lg data-shown:visible sm:hidden ${theme.bar}`}
        >
          <a
            href={vcardUrl}
            tabIndex={-1}
            aria-describedby={inAppHint ? IN_APP_HINT_ID : undefined}
            className={`mx-auto block max-w-md ${PRIMARY_ACTION}`}
          >
            Download Contact
          </a>
        </div>
      )}
    </div>
  );
}
