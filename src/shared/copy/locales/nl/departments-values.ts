// src/shared/copy/sentences/departments-values.ts in Dutch.
import { icu } from './language';

export const runsAnotherDepartmentMessage = icu<[department: string]>(
  'Dit lid beheert al de afdeling {department}. Haal het daar eerst weg.',
  'department',
);
export const lockedByCompanyFieldsMessage = icu<[fields: string, count: number]>(
  'Het bedrijfssjabloon vergrendelt {fields}: een afdeling kan {count, plural, one {dit veld} other {deze velden}} niet instellen.',
  'fields',
  'count',
);
export const deleteDepartmentQuestion = icu<[department: string]>(
  'Afdeling {department} verwijderen? De mensen blijven in het team, zonder afdeling, en wie de afdeling beheerde, doet dat niet meer.',
  'department',
);
export const departmentScopeMessage = icu<[department: string]>(
  'Je beheert de afdeling {department}: je ziet de mensen, kaarten, leads en cijfers ervan.',
  'department',
);
export const departmentTemplateHeading = icu<[department: string]>(
  'Sjabloon van de afdeling {department}',
  'department',
);
export const changeRequestsTabLabel = icu<[pending: number]>(
  '{pending, plural, =0 {Wijzigingsverzoeken} other {Wijzigingsverzoeken (#)}}',
  'pending',
);
export const askForChangeTitle = icu<[field: string]>('Wijziging aanvragen: {field}', 'field');
export const changeRequestHeading = icu<[member: string, field: string, card: string]>(
  '{member} wil {field} wijzigen op {card}',
  'member',
  'field',
  'card',
);
