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
export const memberCsvUnknownDepartment = 'The department column names no department of this team.';
export const memberCsvOtherDepartment =
  'The department column names another department than the one you run.';
export const departmentsIntro =
  'A department has its own people and admins: whoever runs one invites, deactivates and hands out cards in it alone.';
export const noDepartmentsYet = 'No departments yet. Create one for each part of the company.';
export const departmentAdminsHint =
  "Active members only: the team's owner and admins already run every department.";
export const noMembersToRunDepartment =
  'No active member can run it yet: invite someone, or make an admin a member.';
export const memberCsvNoAdmins = "Only the team's owner and admins can invite admins.";
export const changeRequestNotFound = 'Change request not found';
export const cardHasNoException = 'This card has no exception for this field.';
export const setByCompanyTemplate = 'Set by the company template';
export const departmentTemplateIntro =
  "What this department's cards show on top of the company template. The fields the company template locks stay the company's.";
export const departmentTemplatesIntro =
  "A department can set its own details and locks on its members' cards, on top of this template.";
