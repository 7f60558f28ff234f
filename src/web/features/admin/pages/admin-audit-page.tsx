import { useSearchParams } from 'react-router';
import { COPY } from '#shared/copy';
import { SCREENS } from '#shared/copy/screens';
import { AUDIT_ACTIONS } from '#shared/schemas/admin';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryState } from '#web/components/ui/query-state';
import { useAuditLog, type AuditFilters as Filters } from '../api/get-audit';
import { AdminHeader } from '../components/admin-header';
import { AuditFilters } from '../components/audit-filters';
import { AuditTable } from '../components/audit-table';
import { LoadMore } from '../components/load-more';

/** The filters live in the address (?actor=&action=&target=), so a filtered log can be linked. */
function filtersFrom(params: URLSearchParams): Filters {
  const action = params.get('action');
  return {
    actor: params.get('actor') || undefined,
    action: AUDIT_ACTIONS.find((a) => a === action),
    target: params.get('target') || undefined,
  };
}

/** /admin/audit — every admin action, newest first. */
export function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const audit = useAuditLog(filters);
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  const apply = (next: Filters) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, String(value));
    setParams(search);
  };
  return (
    <>
      <AdminHeader title={COPY.teamAuditTab} current="audit" />
      <AuditFilters key={params.toString()} filters={filters} onApply={apply} />
      <QueryState query={audit} />
      {audit.isSuccess && entries.length === 0 && (
        <EmptyState title={SCREENS.consoleNoEntries} description={COPY.adminNoAuditEntries} />
      )}
      {entries.length > 0 && <AuditTable entries={entries} />}
      <LoadMore
        hasMore={audit.hasNextPage}
        loading={audit.isFetchingNextPage}
        onLoad={() => void audit.fetchNextPage()}
      />
    </>
  );
}
