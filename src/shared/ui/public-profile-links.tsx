import { PROFILE_LINK_FIELDS, SOCIAL_LABELS, type ProfileLinkField } from '../cards/link-fields';
import type { PublicProfile } from '../schemas/profiles';
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
  return (
    <>
      {profile.active && (
        <a href="#lets-connect" className={`px-6 py-3 text-base font-semibold ${theme.secondary}`}>
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

/** The social links the owner filled in, as a row of icons (the website is a contact row). */
export function SocialLinks({ profile, theme, clickPing }: LinksProps) {
  const links = PROFILE_LINK_FIELDS.flatMap((field) => {
    const url = profile[field];
    return url && isIconField(field) ? [{ field, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={`mt-6 flex flex-wrap gap-1 ${theme.justify}`} aria-label="Social links">
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
  );
}
