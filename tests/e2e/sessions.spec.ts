import { checkAtBothWidths } from './accessibility/axe';
import { apiLogin, E2E, expect, injectSession, test } from './fixtures';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

test('an owner signed in on two browsers sees both sessions and signs the other one out', async ({
  signedInPage: page,
  owner,
  browser,
  request,
}) => {
  // A second browser, an iPhone on another network, signs in to the same account.
  const phoneTokens = await apiLogin(request, owner.email, owner.password, {
    'user-agent': IPHONE,
    'x-forwarded-for': '198.51.100.23',
  });
  const phoneContext = await browser.newContext({
    userAgent: IPHONE,
    baseURL: `http://127.0.0.1:${E2E.ports.main}`,
  });
  const phone = await phoneContext.newPage();
  await injectSession(phone, phoneTokens);

  // It is a device the account has not seen: the owner is mailed, with a link to the list.
  await expect(async () => {
    const mails: Array<{ to: string; subject: string; text: string }> = await (
      await request.get('/dev/mail.json')
    ).json();
    const mail = mails.find(
      (m) => m.to === owner.email && m.subject === 'New sign-in to your Catalyst account',
    );
    expect(mail?.text).toContain('Safari on iPhone');
    expect(mail?.text).toContain('/settings#sessions');
  }).toPass({ timeout: 30_000 });

  await page.goto('/settings#sessions');
  const list = page.getByRole('list', { name: 'Your sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const here = list.getByRole('listitem').first();
  await expect(here).toContainText('This device');
  await expect(here.getByRole('button')).toHaveCount(0);
  const there = list.getByRole('listitem').nth(1);
  await expect(there).toContainText('Safari on iPhone');
  await expect(there).toContainText('198.51.100.0/24');
  await expect(there).not.toContainText('198.51.100.23');

  await phone.goto('/settings');
  const phoneList = phone.getByRole('list', { name: 'Your sessions' });
  await expect(phoneList.getByRole('listitem').first()).toContainText('Safari on iPhone');
  await expect(phoneList.getByRole('listitem').first()).toContainText('This device');

  await checkAtBothWidths(page, 'settings-sessions');

  await there.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
  await expect(page.getByText('That session is signed out.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();

  // The phone's next call is refused and its refresh too: it is signed out.
  await phone.reload();
  await expect(phone).toHaveURL(/\/login/);
  await expect(phone.getByRole('button', { name: 'Login' })).toBeVisible();
  // The mail's link, opened signed out, comes back to the list after Login.
  await phone.goto('/settings#sessions');
  await expect(phone).toHaveURL(/\/login\?from=%2Fsettings%23sessions$/);
  await phoneContext.close();

  // A third sign-in elsewhere, then 'Sign out of all other sessions'.
  await apiLogin(request, owner.email, owner.password, { 'user-agent': FIREFOX_WINDOWS });
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  await expect(page.getByText('1 other session signed out')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});
