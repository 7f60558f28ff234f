import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Versioned } from '#web/lib/api-client';

/**
 * The version an editor's draft is based on (docs/product.md#stale-edits): the read's ETag when
 * the editor opens, then the answer of each of the editor's own saves. A background refetch does
 * not move it: what it brings may be another device's change the draft has not seen, which the
 * next save must meet as a 409, not overwrite.
 */
export interface EditBase {
  readonly version: string | null;
  /**
   * Sends one of the editor's saves with `If-Match`, after the saves before it: an image upload
   * and a text save made at the same moment are based on each other, not both on the first read.
   */
  save<T>(send: (ifMatch: string | null) => Promise<Versioned<T>>): Promise<T>;
  /** After 'Reload': the draft is now based on what was just read. */
  rebase(version: string | null): void;
}

export function createEditBase(initial: string | null): EditBase {
  let version = initial;
  let tail: Promise<unknown> = Promise.resolve();
  return {
    get version() {
      return version;
    },
    save(send) {
      const run = tail.then(async () => {
        const answer = await send(version);
        version = answer.version;
        return answer.data;
      });
      tail = run.catch(() => undefined);
      return run;
    },
    rebase(next) {
      version = next;
    },
  };
}

/** Saves outside an editor send no version: the original contract, last write wins. */
const UNVERSIONED: EditBase = {
  version: null,
  save: async (send) => (await send(null)).data,
  rebase: () => undefined,
};

const EditBaseContext = createContext<EditBase>(UNVERSIONED);

/** One base for everything an editor saves of one resource (its form and its image uploads). */
export function EditBaseProvider({
  version,
  children,
}: {
  version: string | null;
  children: ReactNode;
}) {
  const [base] = useState(() => createEditBase(version));
  return <EditBaseContext.Provider value={base}>{children}</EditBaseContext.Provider>;
}

export function useEditBase(): EditBase {
  return useContext(EditBaseContext);
}
