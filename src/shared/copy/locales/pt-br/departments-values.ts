// src/shared/copy/sentences/departments-values.ts in Portuguese (Brazil).
import { icu } from './language';

export const runsAnotherDepartmentMessage = icu<[department: string]>(
  'Este membro já gerencia o departamento {department}. Remova-o de lá primeiro.',
  'department',
);
export const lockedByCompanyFieldsMessage = icu<[fields: string, count: number]>(
  'O modelo da empresa bloqueia {fields}: um departamento não pode {count, plural, one {defini-lo} other {defini-los}}.',
  'fields',
  'count',
);
export const deleteDepartmentQuestion = icu<[department: string]>(
  'Excluir o departamento {department}? As pessoas dele continuam na equipe, sem departamento, e quem o gerenciava deixa de gerenciar.',
  'department',
);
export const departmentScopeMessage = icu<[department: string]>(
  'Você gerencia o departamento {department}: vê as pessoas, cartões, leads e números dele.',
  'department',
);
export const departmentTemplateHeading = icu<[department: string]>(
  'Modelo do departamento {department}',
  'department',
);
export const changeRequestsTabLabel = icu<[pending: number]>(
  '{pending, plural, =0 {Solicitações de alteração} other {Solicitações de alteração (#)}}',
  'pending',
);
export const askForChangeTitle = icu<[field: string]>('Pedir uma alteração: {field}', 'field');
export const changeRequestHeading = icu<[member: string, field: string, card: string]>(
  '{member} pede para alterar {field} em {card}',
  'member',
  'field',
  'card',
);
