import { useCurrentUser } from '#web/lib/current-user';
import { useLeadUploads } from '../use-capture-queue';

/**
 * Uploads the signed-in account's leads kept on this device from any signed-in screen: on every
 * open of the app, after a sign-in, when the network returns (docs/product.md#capture).
 */
export function QueuedLeadUploads() {
  const { data: user } = useCurrentUser();
  useLeadUploads(user?.id);
  return null;
}
