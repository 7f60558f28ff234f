import { z } from 'zod';
import { isUuid } from '../cards/uuid';
import { COPY, maxLengthMessage, requiredMessage, singleLineMessage } from '../copy';
import { LANGUAGES } from '../i18n/languages';
import { hasControlCharacters } from '../text';
import { LinkToken } from './accounts';
import { EmailAddress, NewPassword, personName } from './auth';
import { Card } from './cards';
import { CardIdParams } from './common';
import { CardInsights, InsightsQuery } from './insights';
import { LeadFields, LeadListQuery } from './leads';

/** A member's place in a team (docs/product.md#teams): exactly one owner per team. */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** The roles an invitation or a role change may give: the owner is handed over, never given. */
export const INVITABLE_ROLES = ['admin', 'member'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** invited (the mailed link not yet accepted), active, or deactivated by an admin. */
export const TEAM_MEMBER_STATUSES = ['invited', 'active', 'deactivated'] as const;

/** A role and a membership status as the screens write them (the Team area, the console). */
export const TEAM_ROLE_LABELS = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;
export const TEAM_MEMBER_STATUS_LABELS = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
} as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

export const TEAM_NAME_MAX = 80;
const TITLE_MAX = 100;
const OPTIONAL_NAME_MAX = 100;

/** One line of text, trimmed, no control characters. */
function line(label: string, max: number) {
  return z
    .string({ error: requiredMessage(label) })
    .trim()
    .max(max, maxLengthMessage(max, label))
    .refine((value) => !hasControlCharacters(value), singleLineMessage(label));
}

export const TeamName = line('Team name', TEAM_NAME_MAX).pipe(
  z.string().min(1, requiredMessage('Team name')),
);

export const CreateTeamBody = z.object({ name: TeamName });
export type CreateTeamBody = z.infer<typeof CreateTeamBody>;
/** PATCH /api/teams/{id}: the team's new name. */
export const RenameTeamBody = z.object({ name: TeamName });
export type RenameTeamBody = z.infer<typeof RenameTeamBody>;

/**
 * How long the leads of a deleted team stay for its owner to export; then the retention job
 * removes the team with them.
 */
export const TEAM_LEADS_KEPT_DAYS = 30;
const TEAM_LEADS_KEPT_MS = TEAM_LEADS_KEPT_DAYS * 86_400_000;

/** Until when the leads of a team deleted at `deletedAt` are kept. */
export function teamLeadsKeptUntil(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TEAM_LEADS_KEPT_MS);
}

/** At `now`, the leads of teams deleted after this moment are still kept. */
export function teamLeadsKeptSince(now: Date): Date {
  return new Date(now.getTime() - TEAM_LEADS_KEPT_MS);
}

/** DELETE /api/teams/{id}: the team's name, typed again, so a team is never deleted by a slip. */
export const DeleteTeamBody = z.object({
  name: z.string({ error: COPY.typeTeamNameToDelete }).max(TEAM_NAME_MAX * 4),
});
export type DeleteTeamBody = z.infer<typeof DeleteTeamBody>;

/** A team its owner deleted, whose leads can still be exported (GET /api/teams/deleted). */
export const DeletedTeam = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  deletedAt: z.string(),
  leadsAvailableUntil: z.string(),
});
export type DeletedTeam = z.infer<typeof DeletedTeam>;
export const DeletedTeamList = z.array(DeletedTeam);

/** A department's id where a body or a query names one; a malformed one names nothing (404). */
export const DepartmentId = z.string().refine(isUuid, COPY.departmentNotFound);

/** A department as lists, payloads and the team answer name it. */
export const DepartmentRef = z.object({ id: z.string(), name: z.string() });
export type DepartmentRef = z.infer<typeof DepartmentRef>;

export const Team = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The caller's role in it. */
  role: z.enum(TEAM_ROLES),
  /**
   * The department a member runs as its admin: the Team area is theirs for it alone. Null for
   * the owner and admins (who run everything) and for other members.
   */
  runsDepartment: DepartmentRef.nullable(),
});
export type Team = z.infer<typeof Team>;

/**
 * GET /api/teams/removal: while the caller is in no team, the team that last deactivated them
 * (its name, and when), so Home and /team can say so; null otherwise (docs/product.md#teams).
 */
export const TeamRemoval = z.object({
  removed: z.object({ teamName: z.string(), at: z.string() }).nullable(),
});
export type TeamRemoval = z.infer<typeof TeamRemoval>;

export const InvitableRoleField = z.enum(INVITABLE_ROLES, { error: COPY.unknownTeamRole });

export const InviteMemberBody = z.object({
  email: EmailAddress,
  firstName: line('First name', OPTIONAL_NAME_MAX).optional(),
  lastName: line('Last name', OPTIONAL_NAME_MAX).optional(),
  role: InvitableRoleField.optional(),
  title: line('Title', TITLE_MAX).optional(),
  /** The department they join in (a department admin's invitations go to theirs). */
  departmentId: DepartmentId.optional(),
  /** The language of the invitation mail (one of LANGUAGES); null or absent: English. */
  locale: z.enum(LANGUAGES, { error: COPY.unknownLanguage }).nullable().optional(),
});
export type InviteMemberBody = z.infer<typeof InviteMemberBody>;

export const TeamMember = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
  department: DepartmentRef.nullable(),
  /** The department they run as its admin, if any. */
  runsDepartment: DepartmentRef.nullable(),
  invitedAt: z.string(),
  /** When the invitation link stops working (invited members only). */
  inviteExpiresAt: z.string().nullable(),
  joinedAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
  /**
   * Provisioned by the company's directory (SCIM): the 'Directory' badge; the directory keeps
   * their names, title, work phone and department.
   */
  directory: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMember>;

/** A row of the members list: also whether the person signs in with two-step sign-in. */
export const ListedTeamMember = TeamMember.extend({ twoStep: z.boolean() });
export type ListedTeamMember = z.infer<typeof ListedTeamMember>;
export const TeamMemberList = z.array(ListedTeamMember);

/** The answer to an invitation: what POST /api/teams/{id}/members creates. */
export const InvitedMember = TeamMember.pick({ id: true, email: true, role: true, status: true });

/** PATCH /api/teams/{id}/members/{memberId}: a new role, a department (null: none), or both. */
export const ChangeMemberBody = z
  .object({ role: InvitableRoleField.optional(), departmentId: DepartmentId.nullable().optional() })
  .refine((body) => body.role !== undefined || body.departmentId !== undefined, {
    message: COPY.departmentChangeNeedsAField,
  });
export type ChangeMemberBody = z.infer<typeof ChangeMemberBody>;

export const TransferOwnershipBody = z.object({
  memberId: z.string().refine(isUuid, COPY.teamMemberNotFound),
});

/** What a CSV import did: every valid row invited, every bad one named by its line. */
export const MemberImportResult = z.object({
  invited: z.number(),
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
});
export type MemberImportResult = z.infer<typeof MemberImportResult>;

export const JoinTeamBody = z.object({ token: LinkToken });

/** A new address accepting its invitation: the account is made and joins in one step. */
export const JoinWithNewAccountBody = z.object({
  token: LinkToken,
  firstName: personName('First name'),
  lastName: personName('Last name'),
  password: NewPassword,
});
export type JoinWithNewAccountBody = z.infer<typeof JoinWithNewAccountBody>;

/** What the /join-team/{token} page shows before anyone signs in. */
export const TeamInvitation = z.object({
  teamName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The address has an account (sign in to join) or not (create it here). */
  hasAccount: z.boolean(),
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;

/** `:id` of the team routes and `:memberId`: a malformed one names nothing (404). */
export const TeamIdParams = z.object({
  id: z.string().refine(isUuid, COPY.teamNotFound),
});
export const TeamMemberParams = TeamIdParams.extend({
  memberId: z.string().refine(isUuid, COPY.teamMemberNotFound),
});
/** A team's event, by id: a malformed one is a 400, another team's a 404. */
export const TeamEventParams = TeamIdParams.extend({
  eventId: z.uuid({ error: COPY.captureEventNotFound }),
});
export const InviteTokenParams = z.object({ token: LinkToken });

/** A team card (its pool and its members' cards), with the member holding it, if any. */
export const TeamCard = Card.extend({
  assignee: z
    .object({
      memberId: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      /** An invitation not yet accepted: the card is theirs when they join. */
      waiting: z.boolean(),
    })
    .nullable(),
});
export type TeamCard = z.infer<typeof TeamCard>;
export const TeamCardList = z.array(TeamCard);

/** POST /api/teams/{id}/cards: the caller's own cards to put in the pool. */
export const AddTeamCardsBody = z.object({
  cardIds: z
    .array(z.number({ error: COPY.cardNotFound }).int().min(1).max(2_147_483_647), {
      error: COPY.cardIdsRequired,
    })
    .min(1, COPY.cardIdsRequired)
    .max(100, COPY.cardIdsRequired),
});
export type AddTeamCardsBody = z.infer<typeof AddTeamCardsBody>;

export const AssignCardBody = z.object({
  memberId: z.string().refine(isUuid, COPY.teamMemberNotFound),
});
export type AssignCardBody = z.infer<typeof AssignCardBody>;

export const TeamCardParams = TeamIdParams.extend({ cardId: CardIdParams.shape.id });

/** The join page's account form: the body without the token, with the confirmation checked here. */
export const JoinWithNewAccountForm = JoinWithNewAccountBody.omit({ token: true })
  .extend({ confirmPassword: z.string().min(1, requiredMessage('Confirm password')) })
  .refine((form) => form.password === form.confirmPassword, {
    message: COPY.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type JoinWithNewAccountFormInput = z.input<typeof JoinWithNewAccountForm>;
export type JoinWithNewAccountFormOutput = z.output<typeof JoinWithNewAccountForm>;

/** POST /api/teams/join/new-account answers the team and the address the account was made for. */
export const JoinedWithNewAccount = Team.extend({ email: z.string() });

/** GET /api/teams/{id}/insights: `days` and `tz` as for a card's Insights. */
export const TeamInsights = z.object({
  from: z.string(),
  to: z.string(),
  totals: CardInsights.shape.totals,
  /**
   * One row per active member (zeros included) and one for the pool (`memberId` null) when its
   * cards were seen, most views first; the rows add up to `totals`. A card counts for whoever
   * holds it now.
   */
  members: z.array(
    CardInsights.shape.totals.extend({
      memberId: z.string().nullable(),
      name: z.string(),
      email: z.string().nullable(),
      /** The member's department now (null: none, and the pool's row). */
      departmentId: z.string().nullable(),
    }),
  ),
  /**
   * Every department in scope (all the team's, or the one asked for), zeros included, by name:
   * each the sum of its members' rows.
   */
  departments: z.array(
    CardInsights.shape.totals.extend({ departmentId: z.string(), name: z.string() }),
  ),
  daily: CardInsights.shape.daily,
});
export type TeamInsights = z.infer<typeof TeamInsights>;

/**
 * GET /api/teams/{id}/insights: `days`, `tz`, and `departmentId` for one department's figures (a
 * department admin gets theirs without asking).
 */
export const TeamInsightsQuery = InsightsQuery.extend({ departmentId: DepartmentId.optional() });
export type TeamInsightsQuery = z.infer<typeof TeamInsightsQuery>;

/** A visitor message to a team card: the team's lead, with the member who held the card. */
export const TeamLead = z.object({
  id: z.string(),
  cardId: z.number().int(),
  cardName: z.string(),
  member: z.object({ memberId: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** The department of the member who received it, as they are placed now (null: none). */
  department: DepartmentRef.nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  ...LeadFields.shape,
});
export type TeamLead = z.infer<typeof TeamLead>;

export const TEAM_LEADS_PAGE_MAX = 100;

/**
 * The team leads' CSV: the owner's list's filters (`q`, `status`, `cardId`) and `departmentId`
 * (a department admin gets theirs without asking).
 */
export const TeamLeadsCsvQuery = LeadListQuery.extend({ departmentId: DepartmentId.optional() });
export type TeamLeadsCsvQuery = z.infer<typeof TeamLeadsCsvQuery>;

/** A page of the team's leads, with the CSV's filters. */
export const TeamLeadsQuery = TeamLeadsCsvQuery.extend({
  /** `nextCursor` of the page before; absent for the newest leads. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(TEAM_LEADS_PAGE_MAX).default(50),
});
export type TeamLeadsQuery = z.infer<typeof TeamLeadsQuery>;

export const TeamLeadPage = z.object({
  leads: z.array(TeamLead),
  /** Where the next page starts; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TeamLeadPage = z.infer<typeof TeamLeadPage>;
