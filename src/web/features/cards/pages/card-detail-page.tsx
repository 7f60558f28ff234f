import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { COPY } from '#shared/copy';
import { ROUTES } from '#shared/routes';
import type { Card } from '#shared/schemas/cards';
import { PageHeader } from '#web/components/page-header';
import { QueryState } from '#web/components/ui/query-state';
import { Tabs } from '#web/components/ui/tabs';
import { useMediaQuery } from '#web/hooks/use-media-query';
import { hasConnect, useCurrentUser } from '#web/lib/current-user';
import { useCard } from '../api/get-card';
import { cardLabel } from '../card-display';
import { cardShareUrl, cardTabs } from '../card-links';
import { CARD_SECTIONS, COMPANY_FIELDS } from '../card-sections';
import { CardActionsMenu } from '../components/card-actions-menu';
import { CardNickname } from '../components/card-nickname';
import { CardNotFound } from '../components/card-not-found';
import { ConfigurationForm } from '../components/configuration-form';
import { ConfigurationSection, useSectionStatus } from '../components/configuration-section';
import { CopyDetailsButton } from '../components/copy-details';
import { ImageSection } from '../components/image-section';
import { QrCodeSection } from '../components/qr-code-section';
import { WalletSection } from '../components/wallet-buttons';
import { CardTeamContext, ManagedByBadge } from '../team-locks';

// The preview draws the public page's view: its own chunk, fetched once the editor is on screen.
const CardPagePreview = lazy(() => import('../components/card-page-preview'));

/** /cards/:id/edit: the card's 'Card' tab (docs/product.md#card-tab). */
export function CardDetailPage() {
  const id = Number(useParams().id);
  const card = useCard(id);
  const { data: user } = useCurrentUser();
  const active = hasConnect(user);
  const [qrStyleChanged, setQrStyleChanged] = useState(false);
  // A copy from another card replaces the details: the form starts again from them.
  const [generation, setGeneration] = useState(0);
  // Tailwind's `xl`: from here the preview fits beside the form; below, it is a bottom sheet.
  const wide = useMediaQuery('(min-width: 1280px)');

  if (!card.isSuccess) return <QueryState query={card} notFound={<CardNotFound />} />;

  const data = card.data;
  const link = cardShareUrl(data, active);
  return (
    <>
      <PageHeader
        title={cardLabel(data)}
        breadcrumbs={[{ label: COPY.appCards, to: ROUTES.home }, { label: cardLabel(data) }]}
        actions={
          <div className="flex items-center gap-3">
            <CopyDetailsButton card={data} onCopied={() => setGeneration((g) => g + 1)} />
            <CardActionsMenu card={data} link={link} active={active} />
          </div>
        }
      />
      {data.team && (
        <p className="-mt-2 mb-4">
          <ManagedByBadge team={data.team} />
        </p>
      )}
      <CardNickname card={data} />
      <Tabs tabs={cardTabs(data, 'card')} label={COPY.cardEdCardSections} />
      <CardTeamContext value={data.team}>
        <ConfigurationForm
          key={`${data.id}-${generation}`}
          card={data}
          otherChanges={qrStyleChanged}
        >
          <div className="flex flex-col gap-8 xl:flex-row xl:items-start">
            <div className="grid max-w-4xl min-w-0 flex-1 grid-cols-1 gap-6">
              <ImageSection
                card={data}
                field="profileImageUrl"
                bucket="profile-images"
                title={COPY.cardEdProfilePhoto2}
                description={COPY.cardEdShownOnYourConnectProfileAnd}
                alt={COPY.cardEdProfilePhoto}
              />
              <CompanySection card={data} />
              <QrCodeSection card={data} active={active} onDirtyChange={setQrStyleChanged} />
              <WalletSection card={data} />
              {CARD_SECTIONS.map((section) => (
                <ConfigurationSection key={section.title} {...section} />
              ))}
            </div>
            <Suspense fallback={null}>
              <CardPagePreview configuration={data.CardConfiguration} wide={wide} />
            </Suspense>
          </div>
        </ConfigurationForm>
      </CardTeamContext>
    </>
  );
}

/** The logo, saved at once, and under it the slogan, saved with the other text fields. */
function CompanySection({ card }: { card: Card }) {
  return (
    <ImageSection
      card={card}
      field="companyImageUrl"
      bucket="company-images"
      title={COPY.appCompany}
      description={COPY.cardEdYourCompanyLogoAndSloganAre}
      alt={COPY.cardEdCompanyLogo}
      status={useSectionStatus(COMPANY_FIELDS)}
    >
      <ConfigurationSection title={COPY.appCompany} fields={COMPANY_FIELDS} bare />
    </ImageSection>
  );
}

export default CardDetailPage;
