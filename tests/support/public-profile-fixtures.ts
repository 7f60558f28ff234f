import { presetDesign } from '#shared/design/resolve-design';
import { DEFAULT_LEAD_FORM } from '#shared/schemas/lead-form';
import type { PublicProfile } from '#shared/schemas/profiles';

const NO_LINKS = {
  websiteUrl: null,
  linkedInUrl: null,
  facebookUrl: null,
  instagramUrl: null,
  twitterUrl: null,
  youtubeUrl: null,
  alternateUrl1: null,
  alternateUrl2: null,
  alternateUrl3: null,
  tiktokUrl: null,
  githubUrl: null,
  bookingUrl: null,
  whatsappPhone: null,
};

const NO_CONTACT = { phone: null, mobile: null, email: null, address: null };

/**
 * Public profiles that between them take every branch of the public page's markup: photo or
 * initial, subtitle and slogan or none, buttons, social links, contact rows (all, some, none),
 * the contact form (active) or not, and the in-app browser hint.
 */
export const PUBLIC_PROFILES: Record<string, { profile: PublicProfile; inAppHint: string | null }> =
  {
    'full dark': {
      profile: {
        ...NO_LINKS,
        uuid: '0b7e4c1e-2f7a-4c55-9a3c-6f1d2e3a4b5c',
        active: true,
        name: 'Grace <Hopper>',
        company: 'US Navy',
        title: 'Rear Admiral',
        slogan: 'It is easier to ask "forgiveness" than permission',
        imageUrl: 'https://cdn.example/profile-images/grace.jpg',
        theme: 'dark',
        design: presetDesign('dark'),
        leadForm: DEFAULT_LEAD_FORM,
        buttons: [
          {
            uuid: '7c1b2f60-0000-4000-8000-000000000001',
            text: 'Book a call',
            url: 'https://cal.example/?a=1&b=2',
          },
          {
            uuid: '7c1b2f60-0000-4000-8000-000000000002',
            text: 'Mail me',
            url: 'mailto:grace@example.com',
          },
        ],
        websiteUrl: 'https://grace.example',
        linkedInUrl: 'https://www.linkedin.com/in/grace',
        youtubeUrl: 'https://youtube.com/@grace',
        githubUrl: 'https://github.com/grace',
        bookingUrl: 'https://cal.example/grace',
        whatsappPhone: '+1 (555) 010-0199',
        alternateUrl2: 'https://other.example/',
        contact: {
          phone: '+1 555 0100',
          mobile: '+1 555 0100',
          email: 'grace@example.com',
          address: '1 Navy Way, 20350 Washington, DC',
        },
      },
      inAppHint: 'Tap ··· and choose Open in browser to save the contact.',
    },
    'light without extras': {
      profile: {
        ...NO_LINKS,
        uuid: '1c8f5d2f-3a8b-4d66-8b4d-7a2e3f4b5c6d',
        active: true,
        name: 'ada',
        company: '',
        title: 'Analyst',
        slogan: null,
        imageUrl: null,
        theme: 'light',
        design: presetDesign('light'),
        leadForm: DEFAULT_LEAD_FORM,
        buttons: [],
        contact: NO_CONTACT,
      },
      inAppHint: null,
    },
    'inactive (card basics only)': {
      profile: {
        ...NO_LINKS,
        uuid: '2d9a6e3a-4b9c-4e77-9c5e-8b3f4a5c6d7e',
        active: false,
        name: '  ',
        company: 'Acme',
        title: '',
        slogan: '',
        imageUrl: null,
        theme: 'dark',
        design: presetDesign('dark'),
        leadForm: DEFAULT_LEAD_FORM,
        buttons: [],
        facebookUrl: 'https://facebook.com/acme',
        contact: { ...NO_CONTACT, phone: '+44 20 7946 0000', email: 'hello@acme.example' },
      },
      inAppHint: null,
    },
  };
