// src/shared/copy/sentences/departments-values.ts in Arabic.
import { icu } from './language';

export const runsAnotherDepartmentMessage = icu<[department: string]>(
  'يدير هذا العضو قسم {department} بالفعل. أزله منه أولًا.',
  'department',
);
export const lockedByCompanyFieldsMessage = icu<[fields: string, count: number]>(
  'يقفل قالب الشركة {fields}: لا يمكن للقسم {count, plural, one {تعيينه} two {تعيينهما} other {تعيينها}}.',
  'fields',
  'count',
);
export const deleteDepartmentQuestion = icu<[department: string]>(
  'هل تريد حذف قسم {department}؟ يبقى أفراده في الفريق دون قسم، ولا يعود من كان يديره مديرًا له.',
  'department',
);
export const departmentScopeMessage = icu<[department: string]>(
  'أنت تدير قسم {department}: ترى أفراده وبطاقاته وعملاءه المحتملين وأرقامه.',
  'department',
);
export const departmentTemplateHeading = icu<[department: string]>(
  'قالب قسم {department}',
  'department',
);
export const changeRequestsTabLabel = icu<[pending: number]>(
  '{pending, plural, =0 {طلبات التغيير} other {طلبات التغيير (#)}}',
  'pending',
);
export const askForChangeTitle = icu<[field: string]>('طلب تغيير: {field}', 'field');
export const changeRequestHeading = icu<[member: string, field: string, card: string]>(
  'يطلب {member} تغيير {field} في {card}',
  'member',
  'field',
  'card',
);
