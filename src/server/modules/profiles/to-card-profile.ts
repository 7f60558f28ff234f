import type { CardProfileRow, CardRow } from '#server/db/schema';
import { displayName, SLOGAN_FALLBACK } from '#shared/display-name';
import type { CardProfile } from '#shared/schemas/profiles';
import { toCardConfiguration } from '../cards/public';

/** A stored profile row, or the defaults of one not stored yet. */
export type ProfileValues = Omit<
  CardProfileRow,
  'createdAt' | 'updatedAt' | 'aliasSlug' | 'handleSince'
> & {
  aliasSlug?: string | null;
};

export function toCardProfile(profile: ProfileValues, card: CardRow): CardProfile {
  return {
    uuid: card.uuid,
    name: profile.name,
    company: profile.company,
    title: profile.title,
    slogan: profile.slogan,
    imageUrl: profile.imageUrl,
    theme: profile.theme === 'light' ? 'light' : 'dark',
    aliasSlug: profile.aliasSlug ?? null,
    buttons: profile.buttons,
    websiteUrl: profile.websiteUrl,
    linkedInUrl: profile.linkedInUrl,
    facebookUrl: profile.facebookUrl,
    instagramUrl: profile.instagramUrl,
    twitterUrl: profile.twitterUrl,
    youtubeUrl: profile.youtubeUrl,
    alternateUrl1: profile.alternateUrl1,
    alternateUrl2: profile.alternateUrl2,
    alternateUrl3: profile.alternateUrl3,
    CardConfiguration: toCardConfiguration(card),
  };
}

/**
 * Fall-backs: the configuration's name, then 'My Name'; companySlogan, then 'My Slogan'
 * (docs/product.md#connect-profile-editor).
 */
export function defaultProfileValues(card: CardRow): ProfileValues {
  return {
    cardId: card.id,
    name: displayName(card),
    slogan: card.companySlogan?.trim() || SLOGAN_FALLBACK,
    company: card.workOrganization ?? '',
    title: card.workTitle ?? '',
    imageUrl: card.profileImageUrl,
    theme: 'dark',
    websiteUrl: card.websiteUrl,
    linkedInUrl: card.linkedInUrl,
    facebookUrl: card.facebookUrl,
    instagramUrl: card.instagramUrl,
    twitterUrl: card.twitterUrl,
    youtubeUrl: card.youtubeUrl,
    alternateUrl1: card.alternateUrl1,
    alternateUrl2: card.alternateUrl2,
    alternateUrl3: card.alternateUrl3,
    buttons: [],
  };
}
