import { useState } from 'react';

/**
 * The leads ticked on the lead list, for 'Send follow-up' (docs/product.md#follow-up). Ids of
 * leads no longer shown stay ticked but are not sent: what is sent is what the owner sees ticked.
 */
export function useLeadSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return {
    selected,
    toggle(id: string, on: boolean) {
      setSelected((ids) => {
        const next = new Set(ids);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    setAll(ids: string[], on: boolean) {
      setSelected((current) => {
        const next = new Set(current);
        for (const id of ids) {
          if (on) next.add(id);
          else next.delete(id);
        }
        return next;
      });
    },
    clear() {
      setSelected(new Set());
    },
  };
}

export type LeadSelection = ReturnType<typeof useLeadSelection>;
