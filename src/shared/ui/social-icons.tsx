import type { ProfileLinkField } from '../link-fields';

/** Simple brand-neutral glyphs (24px, currentColor) so the public page needs no icon font. */
const PATHS: Record<ProfileLinkField, string> = {
  websiteUrl:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.6 15.6 0 0 0-1.3-3.9A8 8 0 0 1 18.9 8ZM12 4a13.7 13.7 0 0 1 1.9 4h-3.8A13.7 13.7 0 0 1 12 4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4Zm.8 2h3a15.6 15.6 0 0 0 1.3 3.9A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.9A15.6 15.6 0 0 0 8.1 8ZM12 20a13.7 13.7 0 0 1-1.9-4h3.8A13.7 13.7 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.9a15.6 15.6 0 0 0 1.3-3.9h3a8 8 0 0 1-4.3 3.9Zm1.7-5.9a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4Z',
  linkedInUrl:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11H3v-11Zm6.5 0h3.8v1.5h.06c.53-1 1.83-2.06 3.77-2.06 4.03 0 4.77 2.65 4.77 6.1v5.46h-4v-4.84c0-1.15-.02-2.64-1.6-2.64-1.62 0-1.87 1.26-1.87 2.56v4.92h-4v-11Z',
  facebookUrl:
    'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.86.24-1.45 1.47-1.45H16.5V4.47A20 20 0 0 0 14.3 4.4c-2.2 0-3.8 1.35-3.8 3.83v2.27H8v3h2.5V21h3Z',
  instagramUrl:
    'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2Zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm5.9-7.8a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM21 7.9c-.1-1.6-.4-3-1.6-4.2S16.9 2.2 15.3 2.1C13.7 2 10.3 2 8.7 2.1c-1.6.1-3 .4-4.2 1.6S2.9 6.2 2.9 7.8C2.8 9.4 2.8 14.6 2.9 16.2c.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.6.1 6.9.1 8.5 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.6.1-6.8 0-8.3Zm-2.1 10.1a3.1 3.1 0 0 1-1.7 1.7c-1.2.5-4 .4-5.2.4s-4.1.1-5.2-.4a3.1 3.1 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.3s-.1-4.1.4-5.2a3.1 3.1 0 0 1 1.7-1.7c1.2-.5 4-.4 5.2-.4s4.1-.1 5.2.4a3.1 3.1 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.2s.1 4.1-.4 5.3Z',
  twitterUrl:
    'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.2 4.7H5.4l11.3 14.5Z',
  youtubeUrl:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3-5.2 3Z',
  alternateUrl1:
    'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0ZM8.5 19.5a4 4 0 0 1-2.8-6.8l2.1-2.1a1 1 0 0 1 1.4 1.4l-2.1 2.1a2 2 0 0 0 2.8 2.8l2.1-2.1a1 1 0 0 1 1.4 1.4l-2.1 2.1a4 4 0 0 1-2.8 1.2Zm7.3-5.9a1 1 0 0 1-.7-1.7l2.1-2.1a2 2 0 0 0-2.8-2.8l-2.1 2.1a1 1 0 1 1-1.4-1.4L13 5.6a4 4 0 0 1 5.6 5.6l-2.1 2.1a1 1 0 0 1-.7.3Z',
  alternateUrl2: '',
  alternateUrl3: '',
};
PATHS.alternateUrl2 = PATHS.alternateUrl1;
PATHS.alternateUrl3 = PATHS.alternateUrl1;

export const SOCIAL_LABELS: Record<ProfileLinkField, string> = {
  websiteUrl: 'Website',
  linkedInUrl: 'LinkedIn',
  facebookUrl: 'Facebook',
  instagramUrl: 'Instagram',
  twitterUrl: 'Twitter',
  youtubeUrl: 'YouTube',
  alternateUrl1: 'Link',
  alternateUrl2: 'Link',
  alternateUrl3: 'Link',
};

export function SocialIcon({ field }: { field: ProfileLinkField }) {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor" aria-hidden="true">
      <path d={PATHS[field]} />
    </svg>
  );
}
