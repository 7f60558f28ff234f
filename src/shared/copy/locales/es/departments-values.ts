// src/shared/copy/sentences/departments-values.ts in Spanish.
import { icu } from './language';

export const runsAnotherDepartmentMessage = icu<[department: string]>(
  'Este miembro ya dirige el departamento {department}. Quítalo de ahí primero.',
  'department',
);
export const lockedByCompanyFieldsMessage = icu<[fields: string, count: number]>(
  'La plantilla de la empresa bloquea {fields}: un departamento no {count, plural, one {puede definirlo} other {puede definirlos}}.',
  'fields',
  'count',
);
export const deleteDepartmentQuestion = icu<[department: string]>(
  '¿Eliminar el departamento {department}? Sus personas siguen en el equipo, sin departamento, y quien lo dirigía deja de hacerlo.',
  'department',
);
export const departmentScopeMessage = icu<[department: string]>(
  'Diriges el departamento {department}: ves sus personas, tarjetas, leads y cifras.',
  'department',
);
export const departmentTemplateHeading = icu<[department: string]>(
  'Plantilla del departamento {department}',
  'department',
);
export const changeRequestsTabLabel = icu<[pending: number]>(
  '{pending, plural, =0 {Solicitudes de cambio} other {Solicitudes de cambio (#)}}',
  'pending',
);
export const askForChangeTitle = icu<[field: string]>('Solicitar un cambio: {field}', 'field');
export const changeRequestHeading = icu<[member: string, field: string, card: string]>(
  '{member} pide cambiar {field} en {card}',
  'member',
  'field',
  'card',
);
