import type { PublicProfile } from './schemas/profiles';

/** What the server hands the public page's script in a JSON data block (no inline script). */
export interface PublicProfilePageData {
  key: string;
  profile: PublicProfile;
  vcardUrl: string;
  shopUrl: string;
}

export const PUBLIC_PROFILE_DATA_ID = 'profile-data';
