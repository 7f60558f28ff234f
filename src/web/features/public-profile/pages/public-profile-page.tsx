import { useParams, useSearchParams } from 'react-router';
import { COPY } from '#shared/copy';
import { PublicProfilePage as ProfilePage } from '#shared/ui/public-profile-page';
import { QueryState } from '#web/components/ui/query-state';
import { appConfig } from '#web/lib/app-config';
import { usePublicProfile } from '../api/get-public-profile';
import { sendVisitorMessage } from '../api/send-visitor-message';

/**
 * /u/:uuid inside the app (a link followed without a full page load). A fresh visit gets the
 * server-rendered page instead; both render the same shared component.
 */
export function PublicProfileRoute() {
  const { uuid: key = '' } = useParams();
  const [search] = useSearchParams();
  const profile = usePublicProfile(key, search.get('src'));
  if (!profile.isSuccess) {
    return <QueryState query={profile} error={COPY.somethingWentWrong} className="p-6" />;
  }
  return (
    <ProfilePage
      profile={profile.data}
      vcardUrl={`${appConfig.appUrl}/api/vcard/${profile.data.uuid}/download`}
      shopUrl={appConfig.shopUrl}
      onSendMessage={(message) => sendVisitorMessage(key, message)}
    />
  );
}

export default PublicProfileRoute;
