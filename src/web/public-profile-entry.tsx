import { hydrateRoot } from 'react-dom/client';
import { PUBLIC_PROFILE_DATA_ID, type PublicProfilePageData } from '#shared/public-profile-data';
import { PublicProfilePage } from '#shared/ui/public-profile-page';
import type { VisitorMessageInput } from '#shared/ui/public-profile-view';
import './app.css';

/**
 * The public profile page's only script: it hydrates the HTML the server rendered. It imports
 * neither the router, the query client nor zod, so visitors on phones download little.
 */
async function sendMessage(key: string, message: VisitorMessageInput) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  try {
    const response = await fetch(
      `/api/card-profiles/public/${encodeURIComponent(key)}/send-message`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(message),
        signal: controller.signal,
      },
    );
    if (!response.ok) throw new Error(`send failed: ${response.status}`);
  } finally {
    clearTimeout(timer);
  }
}

const dataElement = document.getElementById(PUBLIC_PROFILE_DATA_ID);
const root = document.getElementById('root');
if (dataElement?.textContent && root) {
  const data = JSON.parse(dataElement.textContent) as PublicProfilePageData;
  hydrateRoot(
    root,
    <PublicProfilePage
      profile={data.profile}
      vcardUrl={data.vcardUrl}
      shopUrl={data.shopUrl}
      onSendMessage={(message) => sendMessage(data.key, message)}
    />,
  );
}
