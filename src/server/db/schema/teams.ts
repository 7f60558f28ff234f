import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '#shared/i18n/languages';
import type { TemplateField, TemplateValues } from '#shared/schemas/team-template';
import { TEAM_MEMBER_STATUSES, TEAM_ROLES } from '#shared/schemas/teams';
import { users } from './accounts';
import { createdAt, oneOf } from './columns';

/** A company that buys cards for its people and runs them from one place. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lowercase letters, digits and hyphens, from the name; unique. */
    slug: text('slug').notNull(),
    /**
     * The template: card and profile values the company sets on every team card, and those of
     * them members cannot change (docs/product.md#teams).
     */
    templateValues: jsonb('template_values').$type<TemplateValues>().notNull().default({}),
    templateLocked: jsonb('template_locked').$type<TemplateField[]>().notNull().default([]),
    templateUpdatedAt: timestamp('template_updated_at', { withTimezone: true }),
    /**
     * Set when its owner deleted the team: no one is in it any more and its cards went back to
     * whoever put them in; the row stays TEAM_LEADS_KEPT_DAYS with its leads (messages) for the
     * owner to export, then the retention job removes both.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The payment provider's customer that pays for the team's seats; set at the first checkout. */
    stripeCustomerId: text('stripe_customer_id').unique(),
    /** Its active members sign in with a second step (docs/product.md#two-step-sign-in). */
    requireTwoStep: boolean('require_two_step').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('teams_slug_idx').on(table.slug),
    // What the retention job looks for.
    index('teams_deleted_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;

/**
 * A part of a team (Sales Berlin, Support Austin): its members, the admins who run it, and a
 * template of its own on top of the company's (docs/product.md#departments).
 */
export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What the department sets on its members' cards on top of the company template. */
    templateValues: jsonb('template_values').$type<TemplateValues>().notNull().default({}),
    templateLocked: jsonb('template_locked').$type<TemplateField[]>().notNull().default([]),
    templateUpdatedAt: timestamp('template_updated_at', { withTimezone: true }),
    /** Set when the company's directory made or took over it as a SCIM group. */
    scimProvisionedAt: timestamp('scim_provisioned_at', { withTimezone: true }),
    /** The directory's own id of the group (SCIM `externalId`). */
    scimExternalId: text('scim_external_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Names are unique in a team whatever their case: "Sales" and "sales" are one department.
    uniqueIndex('departments_team_name_idx').on(table.teamId, sql`lower(${table.name})`),
  ],
);

export type DepartmentRow = typeof departments.$inferSelect;

/**
 * Everyone a team invited: an invitation (status `invited`, `userId` null until accepted, the
 * mailed link's hash in `inviteTokenHash`) becomes the membership of the account that accepts
 * it. An account is active in at most one team; a deactivated member may join another.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The invited address, trimmed and lowercased; the account that joins must have it. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    title: text('title').notNull().default(''),
    role: text('role', { enum: TEAM_ROLES }).notNull().default('member'),
    /** The department the person is in; null: none (deleting a department leaves them in the team). */
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /**
     * The department this member runs as its admin (at most one, and not necessarily their own):
     * what the access check limits them to (teams/team-access.ts).
     */
    adminOfDepartmentId: uuid('admin_of_department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    status: text('status', { enum: TEAM_MEMBER_STATUSES }).notNull().default('invited'),
    /** SHA-256 of the mailed /join-team/{token} link; null once accepted or cancelled. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    /** The language the admin chose for the invitation's mail; null: English. */
    inviteLocale: text('invite_locale', { enum: LANGUAGES }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * Set when the company's directory (SCIM) created or took over this member: the 'Directory'
     * badge, and the fields it keeps (docs/product.md#scim).
     */
    scimProvisionedAt: timestamp('scim_provisioned_at', { withTimezone: true }),
    /** The directory's own id of the person (SCIM `externalId`). */
    scimExternalId: text('scim_external_id'),
    /** What the directory last sent that has no column (phone numbers, emails, names), for GET. */
    scimAttributes: jsonb('scim_attributes').$type<Record<string, unknown>>(),
    /** The directory deleted the user: the resource is gone (404), the member stays deactivated. */
    scimDeletedAt: timestamp('scim_deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_members_team_email_idx').on(table.teamId, table.email),
    index('team_members_scim_external_idx')
      .on(table.teamId, table.scimExternalId)
      .where(sql`${table.scimExternalId} is not null`),
    index('team_members_team_idx').on(table.teamId, table.status),
    // A department's people (its lists, figures and template).
    index('team_members_department_idx').on(table.departmentId),
    index('team_members_admin_of_department_idx').on(table.adminOfDepartmentId),
    // An account's memberships (its deletion, the join checks).
    index('team_members_user_idx').on(table.userId),
    // At most one team an account is active in; what GET /api/teams/current reads.
    uniqueIndex('team_members_active_user_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('team_members_one_owner_idx')
      .on(table.teamId)
      .where(sql`${table.role} = 'owner'`),
    uniqueIndex('team_members_invite_idx').on(table.inviteTokenHash),
    oneOf('team_members_role_check', table.role, TEAM_ROLES),
    oneOf('team_members_status_check', table.status, TEAM_MEMBER_STATUSES),
    oneOf('team_members_invite_locale_check', table.inviteLocale, LANGUAGES),
  ],
);

export type TeamMemberRow = typeof teamMembers.$inferSelect;
