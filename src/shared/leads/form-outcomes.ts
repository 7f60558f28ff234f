/**
 * The public page's outcome notices for its contact form, by element id. A form post without
 * script comes back (303) to the page with one of these as its fragment, and CSS `:target`
 * shows it; the page's HTML stays the same for every visitor (decision 018).
 */
export const MESSAGE_OUTCOME_IDS = {
  sent: 'message-sent',
  failed: 'message-failed',
  limited: 'message-limited',
} as const;
export type MessageOutcome = keyof typeof MESSAGE_OUTCOME_IDS;
