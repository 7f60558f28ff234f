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
export const memberCsvNoAdmins = "Only the team's owner and admins can invite admins.";
export const changeRequestNotFound = 'Change request not found';
