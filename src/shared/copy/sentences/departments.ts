// Departments: parts of a team with their own admins, template and figures, and the members'
// requests to change a locked field (docs/product.md#departments).
export const departmentNotFound = 'Department not found';
export const departmentNameTaken = 'The team already has a department with this name.';
export const departmentAdminsMustBeActive = 'Only active members of the team can run a department.';
export const departmentAdminsAreMembers =
  "The team's owner and admins already run every department.";
export const departmentChangeNeedsAField = 'Send a role, a department or both.';
export const departmentAdminsMoveNoOne =
  "Only the team's owner and admins can move people between departments.";
export const changeRequestNotFound = 'Change request not found';
export const cardHasNoException = 'This card has no exception for this field.';
export const setByCompanyTemplate = 'Set by the company template';
export const departmentTemplateIntro =
  "What this department's cards show on top of the company template. The fields the company template locks stay the company's.";
export const departmentTemplatesIntro =
  "A department can set its own details and locks on its members' cards, on top of this template.";
