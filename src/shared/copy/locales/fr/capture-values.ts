// src/shared/copy/sentences/capture-values.ts in French.
import { icu } from './language';

export const leadsWaitingMessage = icu<[count: number]>(
  '{count, plural, one {# prospect en attente d’envoi} other {# prospects en attente d’envoi}}',
  'count',
);
export const signOutDiscardLeadsQuestion = icu<[count: number]>(
  '{count, plural, one {# prospect attend d’être envoyé. Se déconnecter et le supprimer ?} other {# prospects attendent d’être envoyés. Se déconnecter et les supprimer ?}}',
  'count',
);
