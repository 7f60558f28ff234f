import { useFormContext, useWatch } from 'react-hook-form';
import { freeCardProfile } from '#shared/cards/free-card-profile';
import { cardConfigurationFieldSchemas } from '#shared/schemas/card-configuration';
import type { CardConfiguration, CardConfigurationField } from '#shared/schemas/cards';
import { ProfilePreviewFrame } from '#web/components/profile-preview-frame';
import { CONFIGURATION_FORM_ID, type ConfigurationValues } from './configuration-form';
import { LivePreview } from './preview-sheet';

/**
 * The card as it will be stored once the draft is saved: each drafted field as the server would
 * keep it (a link made whole, an empty field cleared); a field not valid yet keeps its saved value.
 */
function draftCard(saved: CardConfiguration, draft: ConfigurationValues): CardConfiguration {
  const shown = { ...saved };
  for (const [name, value] of Object.entries(draft) as Array<[CardConfigurationField, string]>) {
    const parsed = cardConfigurationFieldSchemas[name].safeParse(value ?? '');
    if (parsed.success) Object.assign(shown, { [name]: parsed.data ?? null });
  }
  return shown;
}

/**
 * The card tab's live preview (docs/product.md#card-tab): the free card page, as a visitor sees
 * it at the card's `/c/{code}` without a subscription, drawn from the draft as it is typed. Its
 * own chunk, loaded after the editor shows, so the editor's first paint does not wait for it.
 */
export default function CardPagePreview({
  configuration,
  wide,
}: {
  configuration: CardConfiguration;
  wide: boolean;
}) {
  const { control } = useFormContext<ConfigurationValues>();
  const draft = useWatch({ control });
  return (
    <LivePreview wide={wide} saveBarId={CONFIGURATION_FORM_ID}>
      <ProfilePreviewFrame profile={freeCardProfile(draftCard(configuration, draft))} />
    </LivePreview>
  );
}
