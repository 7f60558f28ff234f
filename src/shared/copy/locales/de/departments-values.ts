// src/shared/copy/sentences/departments-values.ts in German.
import { icu } from './language';

export const runsAnotherDepartmentMessage = icu<[department: string]>(
  'Dieses Mitglied leitet bereits die Abteilung {department}. Entfernen Sie es dort zuerst.',
  'department',
);
export const lockedByCompanyFieldsMessage = icu<[fields: string, count: number]>(
  'Die Unternehmensvorlage sperrt {fields}: Eine Abteilung kann {count, plural, one {dieses Feld} other {diese Felder}} nicht festlegen.',
  'fields',
  'count',
);
export const deleteDepartmentQuestion = icu<[department: string]>(
  'Abteilung {department} löschen? Ihre Mitglieder bleiben ohne Abteilung im Team, und wer sie geleitet hat, leitet sie nicht mehr.',
  'department',
);
export const departmentScopeMessage = icu<[department: string]>(
  'Sie leiten die Abteilung {department}: Sie sehen ihre Mitglieder, Karten, Leads und Zahlen.',
  'department',
);
export const departmentTemplateHeading = icu<[department: string]>(
  'Vorlage der Abteilung {department}',
  'department',
);
export const changeRequestsTabLabel = icu<[pending: number]>(
  '{pending, plural, =0 {Änderungsanfragen} other {Änderungsanfragen (#)}}',
  'pending',
);
export const askForChangeTitle = icu<[field: string]>('Änderung anfragen: {field}', 'field');
export const changeRequestHeading = icu<[member: string, field: string, card: string]>(
  '{member} möchte {field} auf {card} ändern',
  'member',
  'field',
  'card',
);
