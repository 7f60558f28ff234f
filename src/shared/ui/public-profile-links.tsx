import { PROFILE_LINK_FIELDS, SOCIAL_LABELS, type ProfileLinkField } from '../cards/link-fields';
import type { PublicProfile } from '../schemas/profiles';
import { type PageCopy, usePageCopy } from './copy-context';
import type { ProfileTheme } from './public-profile-theme';
import { SocialIcon, type IconField } from './social-icons';

interface LinksProps {
  profile: PublicProfile;
  theme: ProfileTheme;
  /** Where the browser reports a followed link (`ping`), by button uuid or link field. */
  clickPing?: (linkId: string) => string;
}

/** 'Let's Connect!' (to the contact form, when there is one) and the owner's own buttons. */
export function ProfileButtons({ profile, theme, clickPing }: LinksProps) {
  const copy = usePageCopy();
  return (
    <>
      {profile.active && (
        <a href="#lets-connect" className={`px-6 py-3 text-base font-semibold ${theme.secondary}`}>
          {copy.visitorPageLetsConnect}
        </a>
      )}
      {profile.buttons.map((button) => (
        <a
          key={button.uuid}
          href={button.url}
          ping={clickPing?.(button.uuid)}
          target="_blank"
          rel="noopener noreferrer"
          className={`px-6 py-3 text-base font-semibold ${theme.link}`}
        >
          {button.text}
        </a>
      ))}
    </>
  );
}

const ROW_FIELDS: readonly ProfileLinkField[] = ['websiteUrl', 'bookingUrl', 'whatsappPhone'];
const isIconField = (field: ProfileLinkField): field is IconField => !ROW_FIELDS.includes(field);

/**
 * A link's name: the networks' own names as they are, the page's words for the rest.
 */
export function linkLabel(copy: PageCopy, field: ProfileLinkField): string {
  if (field === 'websiteUrl') return copy.visitorPageWebsite;
  if (field === 'bookingUrl') return copy.visitorPageBookMeeting;
  if (field.startsWith('alternateUrl')) return copy.visitorPageLink;
  return SOCIAL_LABELS[field];
}

/** The social links the owner filled in, as a row of icons (the website is a contact row). */
export function SocialLinks({ profile, theme, clickPing }: LinksProps) {
  const copy = usePageCopy();
  const links = PROFILE_LINK_FIELDS.flatMap((field) => {
    const url = profile[field];
    return url && isIconField(field) ? [{ field, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul
      className={`mt-6 flex flex-wrap gap-1 ${theme.justify}`}
      aria-label={copy.visitorPageSocialLinks}
    >
      {links.map(({ field, url }) => (
        <li key={field}>
          <a
            href={url}
            ping={clickPing?.(field)}
            target="_blank"
            rel="noopener noreferrer"
            // A 44 px target around the 24 px glyph (WCAG 2.5.5).
            className={`inline-flex h-11 w-11 items-center justify-center rounded-full ${theme.social}`}
            aria-label={linkLabel(copy, field)}
          >
            <SocialIcon field={field} />
          </a>
        </li>
      ))}
    </ul>
  );
}
