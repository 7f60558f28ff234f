import { SOCIAL_LABELS, whatsappLink } from '../cards/link-fields';
import type { PublicProfile } from '../schemas/profiles';
import { type PageCopy, usePageCopy } from './copy-context';
import type { ProfileTheme } from './public-profile-theme';

/** Outlined 24 px glyphs (currentColor), drawn with the page: no icon font to load. */
const ROW_ICONS = {
  phone:
    'M2.25 6.75c0 8.28 6.72 15 15 15h2.25a2.25 2.25 0 0 0 2.25-2.25v-1.37c0-.52-.35-.97-.85-1.09l-4.42-1.1c-.44-.11-.9.05-1.17.41l-.97 1.3c-.28.37-.77.54-1.21.38a12 12 0 0 1-7.14-7.14c-.16-.44 0-.93.38-1.21l1.29-.97c.36-.27.53-.73.42-1.17L6.96 3.1a1.13 1.13 0 0 0-1.09-.85H4.5A2.25 2.25 0 0 0 2.25 4.5v2.25Z',
  text: 'M8.25 9.75h7.5m-7.5 3h4.5M21 12c0 4.56-4.03 8.25-9 8.25a9.8 9.8 0 0 1-2.56-.34A6 6 0 0 1 5.41 20.97a6 6 0 0 1-.47-.06 4.5 4.5 0 0 0 .98-2.03c.09-.45-.13-.9-.47-1.22C3.93 16.18 3 14.19 3 12c0-4.56 4.03-8.25 9-8.25s9 3.69 9 8.25Z',
  email:
    'M21.75 6.75v10.5a2.25 2.25 0 0 1-2.25 2.25h-15a2.25 2.25 0 0 1-2.25-2.25V6.75m19.5 0A2.25 2.25 0 0 0 19.5 4.5h-15a2.25 2.25 0 0 0-2.25 2.25m19.5 0v.24a2.25 2.25 0 0 1-1.07 1.92l-7.5 4.61a2.25 2.25 0 0 1-2.36 0L3.32 8.91a2.25 2.25 0 0 1-1.07-1.92V6.75',
  whatsapp:
    'M3.5 20.5l1.2-4.3A8.5 8.5 0 1 1 8 19.4l-4.5 1.1Zm5.3-12.8c-.3 0-.7.1-1 .5-.3.4-1 1-1 2.4s1 2.8 1.2 3c.1.2 2 3.2 5 4.3 2.4.9 2.9.8 3.5.7.5-.1 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4-.1-.1-.3-.2-.6-.4l-2-.9c-.3-.1-.5-.2-.7.1l-.9 1.1c-.2.2-.3.2-.6.1-1.7-.8-2.8-1.5-3.9-3.3-.3-.5.3-.4.8-1.4.1-.2 0-.3 0-.5l-.9-2.2c-.2-.5-.5-.5-.7-.5h-.6Z',
  address:
    'M15 10.5a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z M19.5 10.5c0 7.14-7.5 11.25-7.5 11.25S4.5 17.64 4.5 10.5a7.5 7.5 0 1 1 15 0Z',
  website:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0 0c2.25-2.5 3.5-5.5 3.5-9S14.25 5.5 12 3m0 18c-2.25-2.5-3.5-5.5-3.5-9S9.75 5.5 12 3M3.6 9h16.8M3.6 15h16.8',
  booking:
    'M6.75 3v2.25M17.25 3v2.25M3 18.75V7.5a2.25 2.25 0 0 1 2.25-2.25h13.5A2.25 2.25 0 0 1 21 7.5v11.25m-18 0A2.25 2.25 0 0 0 5.25 21h13.5A2.25 2.25 0 0 0 21 18.75m-18 0v-7.5A2.25 2.25 0 0 1 5.25 9h13.5A2.25 2.25 0 0 1 21 11.25v7.5',
} as const;

/** One way to reach the person; `id` names it to Insights (the `ping` of a followed row). */
export interface ContactRow {
  id: string;
  icon: keyof typeof ROW_ICONS;
  label: string;
  value: string;
  href: string;
  /** Opens a web page (a new tab), not an app of the phone. */
  web: boolean;
  /**
   * A number, an address or a host: read left to right on a right-to-left page too. A street
   * address is written in its own language, so its direction is its own.
   */
  ltr: boolean;
}

/** The maps search of an address: Google's universal link opens the maps app on phones. */
export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

const telOf = (phone: string) => phone.replace(/[^\d+]/g, '');
const hostOf = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

/**
 * The rows under the header (docs/product.md#public-profile), in the order people reach for them:
 * call, text, e-mail, WhatsApp, booking, the work address and the website. Each is a real link of
 * its kind, named in the page's language.
 */
export function contactRows(profile: PublicProfile, copy: PageCopy): ContactRow[] {
  const { phone, mobile, email, address } = profile.contact;
  const rows: ContactRow[] = [];
  const add = (row: ContactRow | null | false | '') => {
    if (row) rows.push(row);
  };
  add(
    phone && {
      id: 'phone',
      icon: 'phone',
      label: copy.visitorPageCall,
      value: phone,
      href: `tel:${telOf(phone)}`,
      web: false,
      ltr: true,
    },
  );
  add(
    mobile && {
      id: 'sms',
      icon: 'text',
      label: copy.visitorPageText,
      value: mobile,
      href: `sms:${telOf(mobile)}`,
      web: false,
      ltr: true,
    },
  );
  add(
    email && {
      id: 'email',
      icon: 'email',
      label: copy.visitorPageEmailRow,
      value: email,
      href: `mailto:${email}`,
      web: false,
      ltr: true,
    },
  );
  const whatsapp = profile.whatsappPhone;
  add(
    whatsapp && {
      id: 'whatsappPhone',
      icon: 'whatsapp',
      label: SOCIAL_LABELS.whatsappPhone,
      value: whatsapp,
      href: whatsappLink(whatsapp),
      web: true,
      ltr: true,
    },
  );
  const booking = profile.bookingUrl;
  add(
    booking && {
      id: 'bookingUrl',
      icon: 'booking',
      label: copy.visitorPageBookMeeting,
      value: hostOf(booking),
      href: booking,
      web: true,
      ltr: true,
    },
  );
  add(
    address && {
      id: 'address',
      icon: 'address',
      label: copy.visitorPageDirections,
      value: address,
      href: mapsLink(address),
      web: true,
      ltr: false,
    },
  );
  const website = profile.websiteUrl;
  add(
    website && {
      id: 'websiteUrl',
      icon: 'website',
      label: copy.visitorPageWebsite,
      value: hostOf(website),
      href: website,
      web: true,
      ltr: true,
    },
  );
  return rows;
}

/** How to reach the person, one tappable row each, each with its icon and a name of its own. */
export function ContactRows({
  profile,
  theme,
  clickPing,
}: {
  profile: PublicProfile;
  theme: ProfileTheme;
  clickPing?: ((linkId: string) => string) | undefined;
}) {
  const copy = usePageCopy();
  const rows = contactRows(profile, copy);
  if (rows.length === 0) return null;
  return (
    <ul
      className="mt-6 flex w-full flex-col gap-2 text-start"
      aria-label={copy.visitorPageContactList}
    >
      {rows.map((row) => (
        <li key={row.id}>
          <a
            href={row.href}
            ping={clickPing?.(row.id)}
            {...(row.web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className={`flex min-h-12 items-center gap-3 rounded-xl px-4 py-2.5 ring-1 ring-inset ${theme.button}`}
          >
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.5}
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d={ROW_ICONS[row.icon]} />
            </svg>
            <span className="min-w-0">
              <span className="block text-sm font-semibold">{row.label}</span>
              <span className={`block truncate text-sm ${theme.muted}`}>
                {/* Isolated: a number keeps its order, the row its side, on an Arabic page. */}
                <bdi dir={row.ltr ? 'ltr' : undefined}>{row.value}</bdi>
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
