import { randomUUID } from 'node:crypto';
import { COPY } from '#shared/copy';
import { checkAtBothWidths } from './accessibility/axe';
import { bearer, expect, injectSession, memberOfNewTeam, test } from './fixtures';

/**
 * Events (docs/product.md#events): a team's admin creates the team's event on the Team area's
 * Events tab; a member, who captured a lead there and one elsewhere, filters their Messages by
 * it and sees only the one; the team's Insights take the event's days; the admin deletes the
 * event after the question. Axe checks the Events tab and the filtered Messages, photographed
 * at 390 and 1280 px.
 */

/** `days` after today, as the date input takes it (YYYY-MM-DD, the browser's day). */
const dayFromToday = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
};

test("an admin creates the team's event, and a member filters their messages by it", async ({
  signedInPage: page,
  owner,
  request,
  browser,
}) => {
  const { member } = await memberOfNewTeam(request, owner, {
    team: 'Fair Co',
    member: { firstName: 'Mia', lastName: 'Member' },
  });
  const eventName = `Hall 7 Expo ${Date.now().toString(36)}`;

  // The admin (the team's owner) on the Events tab.
  await page.goto('/team');
  await page
    .getByRole('navigation', { name: 'Team sections' })
    .getByRole('link', { name: 'Events' })
    .click();
  await expect(page).toHaveURL('/team/events');
  await expect(page.getByText(COPY.noTeamEventsYet)).toBeVisible();
  // The last day before the first: the form says so and sends nothing.
  await page.getByLabel('Event name').fill(eventName);
  await page.getByLabel('First day').fill(dayFromToday(1));
  await page.getByLabel('Last day').fill(dayFromToday(0));
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText(COPY.eventDaysInOrder)).toBeVisible();
  await page.getByLabel('First day').fill(dayFromToday(0));
  await page.getByLabel('Last day').fill(dayFromToday(1));
  await page.getByRole('button', { name: 'Create event' }).click();
  const events = page.getByRole('table', { name: 'Events' });
  await expect(events.getByRole('cell', { name: eventName, exact: true })).toBeVisible();
  await expect(page.getByLabel('Event name')).toHaveValue('');
  await checkAtBothWidths(page, 'team-events');

  // The member sees the team's event, and captures a lead at it and one elsewhere.
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  await injectSession(memberPage, member.tokens);
  const listed = await memberPage.request.get('/api/events', { headers: bearer(member.tokens) });
  const event = ((await listed.json()) as Array<{ id: string; name: string }>).find(
    (each) => each.name === eventName,
  );
  expect(event, 'the team event among the member’s events').toBeTruthy();
  for (const lead of [
    { firstName: 'Ines', lastName: 'Weber', phone: '+49 30 1111111', eventId: event!.id },
    { firstName: 'Noor', lastName: 'Elsewhere', email: 'noor@example.com' },
  ]) {
    const captured = await memberPage.request.post('/api/leads', {
      headers: bearer(member.tokens),
      data: { ...lead, source: 'manual', clientId: randomUUID() },
    });
    expect(captured.status(), await captured.text()).toBe(201);
  }

  await memberPage.goto('/messages');
  const messages = memberPage.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  const filter = memberPage.getByLabel('Event', { exact: true });
  await expect(filter.locator('option', { hasText: eventName })).toHaveCount(1);
  await filter.selectOption(event!.id);
  await expect(messages.getByRole('listitem')).toHaveCount(1);
  await expect(messages).toContainText('Ines Weber');
  await expect(messages).not.toContainText('Noor Elsewhere');
  await checkAtBothWidths(memberPage, 'messages-by-event');
  // All events again: both.
  await filter.selectOption({ label: COPY.eventFilterAll });
  await expect(messages.getByRole('listitem')).toHaveCount(2);

  // The team's Insights over the event's days: the period is the event's.
  await page.goto('/team/insights');
  await page.getByLabel('Event', { exact: true }).selectOption(event!.id);
  await expect(page.getByText(COPY.eventInsightsNote)).toBeVisible();
  await expect(page.getByLabel('Period')).toBeDisabled();
  await page.goto('/team/events');

  // The admin deletes the event after the question; the member's lead stays, without it.
  await page.getByRole('button', { name: `Delete ${eventName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${eventName}` });
  await expect(dialog).toContainText(COPY.deleteTeamEventQuestion);
  await dialog.getByRole('button', { name: 'Delete event' }).click();
  await expect(page.getByText(COPY.noTeamEventsYet)).toBeVisible();
  await memberPage.reload();
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  // No event left to choose: the filter is gone.
  await expect(filter).toHaveCount(0);
  await context.close();
});
