import type { CardProfileRow, CardRow } from '#server/db/schema';
import { displayName } from '#shared/cards/display-name';
import { PROFILE_LINK_FIELDS, type ProfileLinkField } from '#shared/cards/link-fields';
import { COPY } from '#shared/copy';
import { resolveDesign } from '#shared/design/resolve-design';
import { DEFAULT_LEAD_FORM } from '#shared/schemas/lead-form';
import { DEFAULT_DESIGN } from '#shared/schemas/profile-design';
import type { CardProfile, LinkSource } from '#shared/schemas/profiles';
import { toCardConfiguration } from '../cards/public';

/** A stored profile row, or the defaults of one not stored yet. */
export type ProfileValues = Omit<
  CardProfileRow,
  'createdAt' | 'updatedAt' | 'aliasSlug' | 'handleSince'
> & {
  aliasSlug?: string | null;
};

/**
 * The links the page uses: the profile's own where the owner set one, otherwise the card's
 * (one place owns each link: docs/product.md#links), and where each comes from.
 */
export function pageLinks(profile: ProfileValues, card: CardRow) {
  const values = {} as Record<ProfileLinkField, string | null>;
  const sources = {} as Record<ProfileLinkField, LinkSource>;
  for (const field of PROFILE_LINK_FIELDS) {
    const own = profile[field];
    values[field] = own ?? card[field];
    sources[field] = own ? 'profile' : card[field] ? 'card' : null;
  }
  return { values, sources };
}

/** The profile's own fields: what its editor changes, and so what its version covers. */
export function ownProfileFields(profile: ProfileValues) {
  return {
    name: profile.name,
    company: profile.company,
    title: profile.title,
    slogan: profile.slogan,
    imageUrl: profile.imageUrl,
    theme: profile.theme === 'light' ? ('light' as const) : ('dark' as const),
    aliasSlug: profile.aliasSlug ?? null,
    buttons: profile.buttons,
    leadForm: profile.leadForm,
    design: resolveDesign(profile.design).design,
    pageLanguage: profile.pageLanguage ?? null,
    ...(Object.fromEntries(PROFILE_LINK_FIELDS.map((field) => [field, profile[field]])) as Record<
      ProfileLinkField,
      string | null
    >),
  };
}

export function toCardProfile(profile: ProfileValues, card: CardRow): CardProfile {
  const links = pageLinks(profile, card);
  return {
    uuid: card.uuid,
    ...ownProfileFields(profile),
    ...links.values,
    linkSources: links.sources,
    CardConfiguration: toCardConfiguration(card),
  };
}

/**
 * Fall-backs: the configuration's name, then 'My Name'; companySlogan, then 'My Slogan'
 * (docs/product.md#connect-profile-editor). The links follow the card's (null).
 */
export function defaultProfileValues(card: CardRow): ProfileValues {
  return {
    cardId: card.id,
    name: displayName(card),
    slogan: card.companySlogan?.trim() || COPY.sloganFallback,
    company: card.workOrganization ?? '',
    title: card.workTitle ?? '',
    imageUrl: card.profileImageUrl,
    theme: 'dark',
    pageLanguage: null,
    ...(Object.fromEntries(PROFILE_LINK_FIELDS.map((field) => [field, null])) as Record<
      ProfileLinkField,
      null
    >),
    buttons: [],
    leadForm: DEFAULT_LEAD_FORM,
    design: DEFAULT_DESIGN,
  };
}
