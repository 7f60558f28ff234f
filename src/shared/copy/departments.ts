// The sentences with a value of departments and change requests (docs/product.md#departments):
// the Team area's screens, and the card editor's 'Ask for a change' use them.

/** PUT .../departments/{id}/admins naming someone who already runs another department. */
export function runsAnotherDepartmentMessage(department: string): string {
  return `This member already runs the ${department} department. Take them off it first.`;
}

/** A department template setting what the company template locks. */
export function lockedByCompanyMessage(fields: string[]): string {
  return `The company template locks ${fields.join(', ')}: a department cannot set ${fields.length === 1 ? 'it' : 'them'}.`;
}

/** The Departments tab's question before a department is deleted. */
export function deleteDepartmentQuestion(department: string): string {
  return `Delete the ${department} department? Its people stay in the team, without a department, and whoever ran it no longer does.`;
}

/** What a department admin's Team area says at the top of each screen. */
export function departmentScopeMessage(department: string): string {
  return `You run the ${department} department: you see its people, cards, leads and figures.`;
}

/** The heading of a department's template screen. */
export function departmentTemplateHeading(department: string): string {
  return `Template of the ${department} department`;
}

/** The Team area's tab of change requests, with how many wait for a decision. */
export function changeRequestsTabLabel(pending: number): string {
  return pending > 0 ? `Change requests (${pending})` : 'Change requests';
}

/** The title of the dialog that asks for a change of one locked field. */
export function askForChangeTitle(field: string): string {
  return `Ask for a change: ${field}`;
}

/** One request as the admins' list heads it: who asked for what. */
export function changeRequestHeading(member: string, field: string, card: string): string {
  return `${member} asks to change ${field} on ${card}`;
}
