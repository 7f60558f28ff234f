/**
 * The operator console's cache keys, under one root so an action can refresh every list it may
 * have changed (the overview's figures, the account lists, the mail queue, the audit log).
 */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  accounts: (q: string) => ['admin', 'accounts', q] as const,
  account: (id: string) => ['admin', 'account', id] as const,
  team: (id: string) => ['admin', 'team', id] as const,
  mail: (status: 'pending' | 'failed') => ['admin', 'mail', status] as const,
  audit: (filters: object) => ['admin', 'audit', filters] as const,
  unassignedCards: () => ['admin', 'unassigned-cards'] as const,
};
