import { z } from 'zod';
import { isUuid } from '../cards/uuid';
import { COPY, maxLengthMessage, requiredMessage, singleLineMessage } from '../copy';
import { hasControlCharacters } from '../text';
import { TemplateFieldName } from './team-template-fields';
import { DepartmentId, DepartmentRef, TeamCardParams, TeamIdParams } from './teams';

export { DepartmentId, DepartmentRef };

/** Departments (docs/product.md#departments): parts of a team with their own admins and template. */
export const DEPARTMENT_NAME_MAX = 80;

export const DepartmentName = z
  .string({ error: requiredMessage('Department name') })
  .trim()
  .min(1, requiredMessage('Department name'))
  .max(DEPARTMENT_NAME_MAX, maxLengthMessage(DEPARTMENT_NAME_MAX, 'Department name'))
  .refine((value) => !hasControlCharacters(value), singleLineMessage('Department name'));

/** POST /api/teams/{id}/departments and PATCH .../departments/{departmentId}. */
export const DepartmentBody = z.object({ name: DepartmentName });
export type DepartmentBody = z.infer<typeof DepartmentBody>;

export const Department = z.object({
  id: z.string(),
  name: z.string(),
  /** Its members, invitations included (deactivated members are not counted). */
  memberCount: z.number().int(),
  /** The members who run it. */
  admins: z.array(z.object({ memberId: z.string(), name: z.string(), email: z.string() })),
});
export type Department = z.infer<typeof Department>;
export const DepartmentList = z.array(Department);

export const DepartmentParams = TeamIdParams.extend({ departmentId: DepartmentId });

/** PUT .../departments/{departmentId}/admins: everyone who runs it (the list replaces the last). */
export const DepartmentAdminsBody = z.object({
  memberIds: z.array(z.string().refine(isUuid, COPY.teamMemberNotFound)).max(100),
});
export type DepartmentAdminsBody = z.infer<typeof DepartmentAdminsBody>;

/** `?departmentId=` of the members list, the insights, the leads and their CSV. */
export const DepartmentQuery = z.object({ departmentId: DepartmentId.optional() });

/** A change request's life: asked, then approved or rejected by an admin. */
export const CHANGE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

export const ChangeRequestParams = TeamIdParams.extend({
  requestId: z.string().refine(isUuid, COPY.changeRequestNotFound),
});

/** DELETE /api/teams/{id}/cards/{cardId}/exceptions/{field}. */
export const CardExceptionParams = TeamCardParams.extend({ field: TemplateFieldName });
