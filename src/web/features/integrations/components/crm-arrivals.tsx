import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { crmArrivalMessage } from '#shared/copy/crm';
import { SCREENS } from '#shared/copy/screens';
import {
  CRM_ARRIVALS,
  CRM_PROVIDERS,
  type CrmArrival,
  type CrmProvider,
} from '#shared/schemas/integrations';
import { notify } from '#web/lib/toasts';

export type CrmArrivalNotices = Partial<Record<CrmProvider, CrmArrival>>;

const isArrival = (value: string): value is CrmArrival =>
  (CRM_ARRIVALS as readonly string[]).includes(value);

function toast(provider: CrmProvider, arrival: CrmArrival) {
  const message = crmArrivalMessage(provider, arrival);
  const options = { toastId: `${provider}-arrival` };
  if (arrival === 'connected') notify.success(message, options);
  else if (arrival === 'cancelled') notify.info(message, options);
  else notify.error(message, options);
}

/** The arrivals of `key` ('hubspot=failed&...') that stay in place: all but 'connected'. */
function keptNotices(key: string): CrmArrivalNotices {
  const arrived = new URLSearchParams(key);
  const kept: CrmArrivalNotices = {};
  for (const provider of CRM_PROVIDERS) {
    const value = arrived.get(provider);
    if (value !== null && isArrival(value) && value !== 'connected') kept[provider] = value;
  }
  return kept;
}

/**
 * What each CRM's redirect back says (`?{crm}=connected|cancelled|...`, CRM_ARRIVALS): a toast,
 * and, unless it connected, a notice kept for the CRM's section until dismissed or acted on.
 * The parameters then leave the address, so a reload says nothing twice.
 */
export function useCrmArrivals() {
  const [params, setParams] = useSearchParams();
  const [notices, setNotices] = useState<CrmArrivalNotices>({});
  const found = CRM_PROVIDERS.flatMap((provider) => {
    const value = params.get(provider);
    return value === null ? [] : [[provider, value] as const];
  });
  const key = found.map(([provider, value]) => `${provider}=${value}`).join('&');
  // Kept as the address changes (React's way of adjusting state to a change, during render).
  const [seen, setSeen] = useState('');
  if (key && key !== seen) {
    setSeen(key);
    setNotices((current) => ({ ...current, ...keptNotices(key) }));
  }
  useEffect(() => {
    if (!key) return;
    const arrived = new URLSearchParams(key);
    for (const provider of CRM_PROVIDERS) {
      const value = arrived.get(provider);
      if (value !== null && isArrival(value)) toast(provider, value);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const provider of CRM_PROVIDERS) next.delete(provider);
        return next;
      },
      { replace: true },
    );
  }, [key, setParams]);
  const dismiss = (provider: CrmProvider) =>
    setNotices((current) => {
      const next = { ...current };
      delete next[provider];
      return next;
    });
  return { notices, dismiss };
}

/** A CRM's arrival said in place: red for a failure, blue for a cancelled consent; 'Dismiss'. */
export function CrmArrivalNotice({
  provider,
  arrival,
  onDismiss,
}: {
  provider: CrmProvider;
  arrival: CrmArrival;
  onDismiss: () => void;
}) {
  const error = arrival !== 'cancelled';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`flex flex-wrap items-start justify-between gap-x-4 gap-y-2 rounded-md p-3 text-sm ${error ? 'bg-red-50 text-red-800' : 'bg-blue-50 text-blue-800'}`}
    >
      <p className="min-w-0 flex-1 basis-60 font-medium">{crmArrivalMessage(provider, arrival)}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="shrink-0 rounded-sm font-semibold underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
      >
        {SCREENS.integrationsDismiss}
      </button>
    </div>
  );
}
