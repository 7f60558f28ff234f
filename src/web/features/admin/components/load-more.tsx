import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { Button } from '#web/components/ui/button';

/** 'Load more' under a list read page by page; gone once the last page is in. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad(): void;
}) {
  if (!hasMore) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="secondary" onClick={onLoad} disabled={loading}>
        {loading ? SCREENS.consoleLoading : COPY.teamAuditLoadMore}
      </Button>
    </div>
  );
}
