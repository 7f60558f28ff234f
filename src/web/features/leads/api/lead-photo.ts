import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api';

/**
 * A lead's card photo (docs/product.md#card-photos): the API wants the session's token, which
 * an `<img src>` cannot send, so it is fetched as a blob for BlobImage to show.
 */
export function useLeadPhoto(leadId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['lead-photo', leadId],
    queryFn: () => api.getBlob(`messages/${leadId}/photo`),
    enabled,
    staleTime: 5 * 60_000,
  });
}
