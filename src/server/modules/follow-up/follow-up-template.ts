import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-deps';
import type { DbOrTx } from '#server/db/client';
import { followUpTemplates } from '#server/db/schema';
import { COPY } from '#shared/copy';
import type { FollowUpTemplate, FollowUpTemplateBody } from '#shared/schemas/follow-up';

/** The default follow-up, until the owner saves their own. */
export const DEFAULT_FOLLOW_UP: FollowUpTemplate = {
  subject: COPY.followUpDefaultSubject,
  body: COPY.followUpDefaultBody,
  isDefault: true,
};

/** GET /api/follow-up/template: the owner's saved template, else the default text. */
export async function readFollowUpTemplate(db: DbOrTx, userId: string): Promise<FollowUpTemplate> {
  const [row] = await db
    .select({ subject: followUpTemplates.subject, body: followUpTemplates.body })
    .from(followUpTemplates)
    .where(eq(followUpTemplates.userId, userId));
  return row ? { ...row, isDefault: false } : DEFAULT_FOLLOW_UP;
}

/** PUT /api/follow-up/template: the owner's template, kept for every later send. */
export async function saveFollowUpTemplate(
  deps: Pick<AppDeps, 'database' | 'clock'>,
  { userId, body }: { userId: string; body: FollowUpTemplateBody },
): Promise<FollowUpTemplate> {
  const values = { subject: body.subject, body: body.body, updatedAt: deps.clock.now() };
  await deps.database.db
    .insert(followUpTemplates)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: followUpTemplates.userId, set: values });
  return { subject: body.subject, body: body.body, isDefault: false };
}
