import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './accessibility/axe';
import { bearer, expect, subscribeThroughApi, test, type TokenPair } from './fixtures';

/**
 * The Connect profile editor keeps a draft (decision 036): nothing reaches the live page until
 * 'Save changes', everything typed does, and a save based on a version changed elsewhere is
 * refused and offered a reload instead of overwriting it.
 */

interface OwnCard {
  id: number;
  uuid: string;
}

interface ListedCard {
  id: number;
  CardConfiguration: { uuid: string };
}

let card: OwnCard;

test.beforeEach(async ({ signedInPage: page, owner, request }) => {
  await subscribeThroughApi(request, owner.tokens);
  const [first] = (await (
    await request.get('/api/cards', { headers: bearer(owner.tokens) })
  ).json()) as ListedCard[];
  card = { id: first!.id, uuid: first!.CardConfiguration.uuid };
  await page.goto(`/cards/${card.id}/profile/edit`);
  await expect(page.getByRole('region', { name: 'Appearance' })).toBeVisible();
});

const saveBar = (page: Page) => page.getByRole('form', { name: 'Unsaved changes' });

async function save(page: Page) {
  await saveBar(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(saveBar(page)).toBeHidden();
}

/** The buttons of the public page, in order, as a visitor's browser gets them. */
async function publicButtons(request: APIRequestContext, uuid: string) {
  const response = await request.get(`/api/card-profiles/public/${uuid}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { buttons: Array<{ text: string; url: string }> };
  return body.buttons.map(({ text, url }) => ({ text, url }));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('two buttons typed quickly both reach the live page as typed (a bare web address made https); a new button is not public until saved', async ({
      page,
      request,
    }) => {
      await page.getByRole('button', { name: 'Add Button' }).click();
      // The new button ('New Button'), in the draft only: the field holds it, selected to be typed over.
      await expect(page.getByLabel('Button 1 text')).toHaveValue('New Button');
      await expect(page.getByLabel('Button 1 URL')).toHaveValue('https://www.example.com');
      expect(await publicButtons(request, card.uuid)).toEqual([]);
      await page.keyboard.type('Book a call');
      await page.getByRole('button', { name: 'Add Button' }).click();
      await page.keyboard.type('Portfolio');
      await page.getByLabel('Button 1 URL').fill('https://cal.example/grace');
      // Typed without its scheme, as the card editor's links take it: saved as https.
      await page.getByLabel('Button 2 URL').fill('grace.example/work');
      await expect(saveBar(page).getByText('2 unsaved changes')).toBeVisible();
      expect(await publicButtons(request, card.uuid)).toEqual([]);
      await page.screenshot({
        path: `test-results/screens/profile-editor-draft-${viewport.width}.png`,
        fullPage: true,
      });
      await save(page);
      expect(await publicButtons(request, card.uuid)).toEqual([
        { text: 'Book a call', url: 'https://cal.example/grace' },
        { text: 'Portfolio', url: 'https://grace.example/work' },
      ]);
      const live = await page.context().newPage();
      await live.goto(`/u/${card.uuid}`);
      await expect(live.getByRole('link', { name: 'Book a call' })).toHaveAttribute(
        'href',
        'https://cal.example/grace',
      );
      await expect(live.getByRole('link', { name: 'Portfolio' })).toBeVisible();
      await expect(live.getByRole('link', { name: 'New Button' })).toHaveCount(0);
      await live.close();
    });

    test('buttons reorder by keyboard and by drag, and the order is saved', async ({
      page,
      request,
    }) => {
      for (const text of ['First', 'Second', 'Third']) {
        await page.getByRole('button', { name: 'Add Button' }).click();
        await page.keyboard.type(text);
      }
      await save(page);

      // Keyboard: the arrows on a button's handle move it one place, and say where it went.
      const announced = (text: string) =>
        expect(page.getByRole('status').filter({ hasText: text })).toBeAttached();
      await page.getByRole('button', { name: 'Move Third' }).focus();
      await page.keyboard.press('ArrowUp');
      await announced('Third moved to position 2 of 3.');
      await expect(page.getByRole('button', { name: 'Move Third' })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await announced('Third moved to position 1 of 3.');
      await expect(page.getByLabel('Button 1 text')).toHaveValue('Third');
      await expect(saveBar(page).getByText('1 unsaved change')).toBeVisible();

      // Drag: the first handle down onto the last row.
      const handle = page.getByRole('button', { name: 'Move Third' });
      const target = page.getByRole('button', { name: 'Move Second' });
      const from = (await handle.boundingBox())!;
      const to = (await target.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 5, { steps: 10 });
      await page.mouse.up();
      await expect(page.getByLabel('Button 3 text')).toHaveValue('Third');
      await expect(page.getByLabel('Button 1 text')).toHaveValue('First');
      await page.getByRole('button', { name: 'Move First' }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByLabel('Button 1 text')).toHaveValue('Second');
      await save(page);
      expect((await publicButtons(request, card.uuid)).map((b) => b.text)).toEqual([
        'Second',
        'First',
        'Third',
      ]);
    });

    test('the original stand-ins are placeholders, the unwritten slogan stays off the live page, and leaving with changes asks first', async ({
      page,
    }) => {
      const appearance = page.getByRole('region', { name: 'Appearance' });
      await expect(appearance.getByLabel('Slogan')).toHaveValue('');
      await expect(appearance.getByLabel('Slogan')).toHaveAttribute('placeholder', 'My Slogan');
      const live = await page.context().newPage();
      await live.goto(`/u/${card.uuid}`);
      await expect(live.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(live.getByText('My Slogan')).toHaveCount(0);
      await live.close();

      await appearance.getByLabel('Title').fill('Rear Admiral');
      await expect(appearance.getByText('Unsaved changes')).toBeVisible();
      await expectAccessible(page, 'unsaved changes');
      // The draft is kept on the device: the editor opened again offers it back (decision 050).
      const again = await page.context().newPage();
      await again.setViewportSize(viewport);
      await again.goto(`/cards/${card.id}/profile/edit`);
      const restore = saveBar(again).getByRole('group', { name: 'Restore your unsaved changes?' });
      await expect(restore).toBeVisible();
      await expect(
        again.getByRole('region', { name: 'Appearance' }).getByLabel('Title'),
      ).toHaveValue('');
      await expectAccessible(again, 'restore your unsaved changes');
      await restore.getByRole('button', { name: 'Restore' }).click();
      await expect(
        again.getByRole('region', { name: 'Appearance' }).getByLabel('Title'),
      ).toHaveValue('Rear Admiral');
      await again.close();
      await page
        .getByRole('navigation', { name: 'Card sections' })
        .getByRole('link', { name: 'Card', exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(dialog.getByRole('heading')).toBeVisible();
      await dialog.getByRole('button', { name: 'Stay on this page' }).click();
      await expect(appearance.getByLabel('Title')).toHaveValue('Rear Admiral');
      await saveBar(page).getByRole('button', { name: 'Discard' }).click();
      await expect(appearance.getByLabel('Title')).toHaveValue('');
      await expect(saveBar(page)).toBeHidden();
    });

    test('a save based on a version changed elsewhere is refused, and Reload keeps what the owner typed', async ({
      page,
      request,
      owner,
    }) => {
      const appearance = page.getByRole('region', { name: 'Appearance' });
      await appearance.getByLabel('Title').fill('Rear Admiral');
      // Another device saves meanwhile.
      await changeElsewhere(request, owner.tokens, card.id, { company: 'US Navy' });
      await saveBar(page).getByRole('button', { name: 'Save changes' }).click();
      const conflict = saveBar(page).getByRole('alert');
      await expect(conflict).toHaveText(
        'This was changed elsewhere since you opened it. Reload to get the latest version.',
      );
      await expectAccessible(page, 'conflict');
      // On a phone the floating 'Preview' button stays clear of the taller bar.
      const preview = page.getByRole('button', { name: 'Preview' });
      if (await preview.isVisible()) {
        const [bar, button] = [await saveBar(page).boundingBox(), await preview.boundingBox()];
        expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
      }
      await page.screenshot({
        path: `test-results/screens/profile-editor-conflict-${viewport.width}.png`,
      });
      await saveBar(page).getByRole('button', { name: 'Reload' }).click();
      await expect(conflict).toBeHidden();
      await expect(appearance.getByLabel('Company')).toHaveValue('US Navy');
      await expect(appearance.getByLabel('Title')).toHaveValue('Rear Admiral');
      await save(page);
      const stored = await request.get(`/api/cards/${card.id}/profile`, {
        headers: bearer(owner.tokens),
      });
      expect(await stored.json()).toMatchObject({ company: 'US Navy', title: 'Rear Admiral' });
    });
  });
}

async function changeElsewhere(
  request: APIRequestContext,
  tokens: TokenPair,
  cardId: number,
  body: Record<string, string>,
) {
  const read = await request.get(`/api/cards/${cardId}/profile`, { headers: bearer(tokens) });
  const response = await request.put(`/api/cards/${cardId}/profile`, {
    headers: { ...bearer(tokens), 'if-match': read.headers().etag! },
    data: body,
  });
  expect(response.status()).toBe(200);
}
