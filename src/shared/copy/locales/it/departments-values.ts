// src/shared/copy/sentences/departments-values.ts in Italian.
import { icu } from './language';

export const runsAnotherDepartmentMessage = icu<[department: string]>(
  'Questo membro gestisce già il reparto {department}. Rimuovilo prima da lì.',
  'department',
);
export const lockedByCompanyFieldsMessage = icu<[fields: string, count: number]>(
  'Il modello aziendale blocca {fields}: un reparto non può {count, plural, one {impostarlo} other {impostarli}}.',
  'fields',
  'count',
);
export const deleteDepartmentQuestion = icu<[department: string]>(
  'Eliminare il reparto {department}? Le sue persone restano nel team, senza reparto, e chi lo gestiva non lo gestisce più.',
  'department',
);
export const departmentScopeMessage = icu<[department: string]>(
  'Gestisci il reparto {department}: ne vedi persone, biglietti, lead e dati.',
  'department',
);
export const departmentTemplateHeading = icu<[department: string]>(
  'Modello del reparto {department}',
  'department',
);
export const changeRequestsTabLabel = icu<[pending: number]>(
  '{pending, plural, =0 {Richieste di modifica} other {Richieste di modifica (#)}}',
  'pending',
);
export const askForChangeTitle = icu<[field: string]>('Chiedi una modifica: {field}', 'field');
export const changeRequestHeading = icu<[member: string, field: string, card: string]>(
  '{member} chiede di modificare {field} su {card}',
  'member',
  'field',
  'card',
);
