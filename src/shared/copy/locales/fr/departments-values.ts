// src/shared/copy/sentences/departments-values.ts in French.
import { icu } from './language';

export const runsAnotherDepartmentMessage = icu<[department: string]>(
  'Ce membre dirige déjà le service {department}. Retirez-le d’abord de ce service.',
  'department',
);
export const lockedByCompanyFieldsMessage = icu<[fields: string, count: number]>(
  'Le modèle de l’entreprise verrouille {fields} : un service ne peut pas {count, plural, one {le définir} other {les définir}}.',
  'fields',
  'count',
);
export const deleteDepartmentQuestion = icu<[department: string]>(
  'Supprimer le service {department} ? Ses membres restent dans l’équipe, sans service, et ses responsables ne le dirigent plus.',
  'department',
);
export const departmentScopeMessage = icu<[department: string]>(
  'Vous dirigez le service {department} : vous voyez ses membres, ses cartes, ses prospects et ses chiffres.',
  'department',
);
export const departmentTemplateHeading = icu<[department: string]>(
  'Modèle du service {department}',
  'department',
);
export const changeRequestsTabLabel = icu<[pending: number]>(
  '{pending, plural, =0 {Demandes de modification} other {Demandes de modification (#)}}',
  'pending',
);
export const askForChangeTitle = icu<[field: string]>(
  'Demander une modification : {field}',
  'field',
);
export const changeRequestHeading = icu<[member: string, field: string, card: string]>(
  '{member} demande à modifier {field} sur {card}',
  'member',
  'field',
  'card',
);
