// The sentences with a value of departments and change requests (docs/product.md#departments),
// by the names the Team area's screens and the card editor import them under.
import { lockedByCompanyFieldsMessage } from './sentences/departments-values';

export {
  askForChangeTitle,
  changeRequestHeading,
  changeRequestsTabLabel,
  deleteDepartmentQuestion,
  departmentScopeMessage,
  departmentTemplateHeading,
  runsAnotherDepartmentMessage,
} from './sentences/departments-values';

/** A department template setting what the company template locks. */
export function lockedByCompanyMessage(fields: string[]): string {
  return lockedByCompanyFieldsMessage(fields.join(', '), fields.length);
}
