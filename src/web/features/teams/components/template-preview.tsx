import { PROFILE_LINK_FIELDS } from '#shared/cards/link-fields';
import { contactOf } from '#shared/cards/public-contact';
import { COPY } from '#shared/copy';
import { resolveDesign } from '#shared/design/resolve-design';
import { DEFAULT_LEAD_FORM } from '#shared/schemas/lead-form';
import { DEFAULT_DESIGN } from '#shared/schemas/profile-design';
import type { PublicProfile } from '#shared/schemas/profiles';
import { withTemplateDesign, type TemplateValues } from '#shared/schemas/team-template';
import type { Team } from '#shared/schemas/teams';
import { ProfilePreviewFrame } from '#web/components/profile-preview-frame';

/**
 * A team card's Connect page as the draft template would make it, in the same component visitors
 * see: the company, design, website, work phone and address are the template's; the person is a
 * stand-in, since each member's own name, title and photo stay theirs.
 */
export function TemplatePreview({ team, values }: { team: Team; values: TemplateValues }) {
  const links = Object.fromEntries(PROFILE_LINK_FIELDS.map((field) => [field, null]));
  const design = resolveDesign(withTemplateDesign(DEFAULT_DESIGN, values));
  const profile: PublicProfile = {
    uuid: '00000000-0000-4000-8000-000000000000',
    active: true,
    name: COPY.templatePreviewName,
    title: COPY.templatePreviewTitle,
    company: values.company || values.workOrganization || team.name,
    slogan: values.companySlogan || null,
    imageUrl: null,
    theme: design.base,
    design: design.design,
    buttons: [],
    leadForm: DEFAULT_LEAD_FORM,
    ...(links as Pick<PublicProfile, (typeof PROFILE_LINK_FIELDS)[number]>),
    websiteUrl: values.websiteUrl || values.workUrl || null,
    contact: contactOf({
      cellPhone: null,
      email: null,
      workEmail: null,
      workPhone: values.workPhone || null,
      workAddressStreet: values.workAddressStreet || null,
      workAddressCity: values.workAddressCity || null,
      workAddressState: values.workAddressState || null,
      workAddressPostalCode: values.workAddressPostalCode || null,
    }),
  };
  return <ProfilePreviewFrame profile={profile} />;
}
