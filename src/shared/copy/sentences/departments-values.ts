// The sentences with a value of departments and change requests (docs/product.md#departments):
// the Team area's screens, and the card editor's 'Ask for a change' use them.
import { icu } from './language';

/** PUT .../departments/{id}/admins naming someone who already runs another department. */
export const runsAnotherDepartmentMessage = icu<[department: string]>(
  'This member already runs the {department} department. Take them off it first.',
  'department',
);
/** A department template setting what the company template locks; `fields` is their list. */
export const lockedByCompanyFieldsMessage = icu<[fields: string, count: number]>(
  'The company template locks {fields}: a department cannot set {count, plural, one {it} other {them}}.',
  'fields',
  'count',
);
/** The Departments tab's question before a department is deleted. */
export const deleteDepartmentQuestion = icu<[department: string]>(
  'Delete the {department} department? Its people stay in the team, without a department, and whoever ran it no longer does.',
  'department',
);
/** What a department admin's Team area says at the top of each screen. */
export const departmentScopeMessage = icu<[department: string]>(
  'You run the {department} department: you see its people, cards, leads and figures.',
  'department',
);
/** The heading of a department's template screen. */
export const departmentTemplateHeading = icu<[department: string]>(
  'Template of the {department} department',
  'department',
);
/** The Team area's tab of change requests, with how many wait for a decision. */
export const changeRequestsTabLabel = icu<[pending: number]>(
  '{pending, plural, =0 {Change requests} other {Change requests ({pending})}}',
  'pending',
);
/** The title of the dialog that asks for a change of one locked field. */
export const askForChangeTitle = icu<[field: string]>('Ask for a change: {field}', 'field');
/** One request as the admins' list heads it: who asked for what. */
export const changeRequestHeading = icu<[member: string, field: string, card: string]>(
  '{member} asks to change {field} on {card}',
  'member',
  'field',
  'card',
);
