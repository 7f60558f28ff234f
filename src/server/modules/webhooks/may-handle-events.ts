/**
 * Throws when the caller may not handle these events' data (an API key without the scope that
 * reads them); called once the webhook is known to be the caller's, so a stranger's stays 404.
 */
export type MayHandleEvents = (events: readonly string[]) => void;

/** The check when none is given: every event passes. */
export const anyone: MayHandleEvents = () => {};
