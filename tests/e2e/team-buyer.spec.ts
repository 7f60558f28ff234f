import sharp from 'sharp';
import { createTeamOfferMessage } from '#shared/copy';
import { expectAccessible, settle } from './accessibility/axe';
import { createOwner, expect, injectSession, linkFromMail, test } from './fixtures';

/**
 * A company buyer runs the team from the Team screens (docs/product.md#teams): creates it, imports
 * three people from a CSV, one of them (who has an account) accepts in another browser, gets a
 * card, sees the company name the template locks, and is deactivated; the card's page then shows
 * the team.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px a buyer creates a team, imports people, hands out a card, locks the company name and offboards`, async ({
    signedInPage: page,
    request,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/screens/team-${name}-${viewport.width}.png` });
    const teamName = `Acme ${viewport.width} ${Date.now().toString(36)}`;
    const colleague = await createOwner(request, { firstName: 'Ada', lastName: 'Lovelace' });

    // A buyer of several cards is offered a team on Home; it leads to the form.
    await page.goto('/');
    const offer = page.getByRole('region', { name: 'Cards for your colleagues?' });
    await expect(offer).toContainText(createTeamOfferMessage(3));
    await shot('home-offer');
    await offer.getByRole('link', { name: 'Create a team' }).click();
    await expect(page).toHaveURL('/team');
    await expect(page.getByRole('heading', { name: 'Create a team' })).toBeVisible();
    await settle(page);
    await expectAccessible(page, `create team ${viewport.width}`);
    await page.getByLabel('Team name').fill(teamName);
    await page.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByRole('heading', { name: teamName, level: 1 })).toBeVisible();
    // It lands on what comes next: invite, pool, template, billing.
    const checklist = page.getByRole('region', { name: 'Set up your team' });
    await expect(checklist).toContainText('0 of 4 done');
    for (const step of ['Invite', 'Add cards', 'Set the template', 'Start billing']) {
      await expect(checklist.getByRole('link', { name: step })).toBeVisible();
    }
    await shot('checklist');
    // On a phone the tabs say they scroll: a fade at the edge with more tabs past it.
    const tabs = page.getByRole('navigation', { name: 'Team sections' });
    if (viewport.width < 640) await expect(page.getByTestId('tabs-more-after')).toBeVisible();

    // Seats, paid once: the buyer starts the team's subscription with the sandbox's test card.
    await page
      .getByRole('navigation', { name: 'Team sections' })
      .getByRole('link', { name: 'Billing' })
      .click();
    await expect(page.getByTestId('seat-Status')).toHaveText('Not started');
    // The current tab, the last one, is scrolled into view.
    await expect(tabs.getByRole('link', { name: 'Billing' })).toBeInViewport();
    await expect(page.getByTestId('seat-Seats')).toHaveText('1');
    await expect(page.getByTestId('seat-Price per seat')).toHaveText('$8.00 / month');
    await expect(page.getByText('Due today: $8.00')).toBeVisible();
    await settle(page);
    await shot('billing');
    await expectAccessible(page, `team billing ${viewport.width}`);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiration date').fill('1234');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('seat-Status')).toHaveText('Active');
    await expect(page.getByTestId('seat-Next invoice')).toHaveText(/^\$8\.00 on /);
    // Back from paying: the confirmation, the invoice, and what a finance department needs.
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect(invoices.getByRole('cell', { name: '$8.00' })).toBeVisible();
    const invoiceLink = invoices.getByRole('link', { name: /^View invoice [0-9A-F]{8}-0001$/ });
    const invoicePage = await request.get((await invoiceLink.getAttribute('href'))!);
    expect(await invoicePage.text()).toContain('$8.00');
    await expect(page.getByTestId('payment-method')).toHaveText('Card ending in 4242');
    const details = page.getByRole('form', { name: 'Billing details' });
    await details.getByLabel('VAT number').fill('garbage');
    await details.getByRole('button', { name: 'Save billing details' }).click();
    await expect(details.getByText(/^Enter a VAT number with its country prefix/)).toBeVisible();
    await details.getByLabel('Billing e-mail').fill('finance@acme.example');
    await details.getByLabel('VAT number').fill('DE 123 456 789');
    await details.getByRole('button', { name: 'Save billing details' }).click();
    await expect(page.getByText('Billing details saved')).toBeVisible();
    await expect(details.getByLabel('VAT number')).toHaveValue('DE123456789');
    await settle(page);
    await page.screenshot({
      path: `test-results/screens/team-billing-paid-${viewport.width}.png`,
      fullPage: true,
    });
    await expectAccessible(page, `team billing paid ${viewport.width}`);
    // Cancelled at the period's end: everyone keeps Connect until then.
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.getByRole('button', { name: 'Yes, cancel at period end' }).click();
    await expect(page.getByText(/^The subscription ends on /)).toBeVisible();
    await expect(page.getByTestId('seat-Status')).toHaveText('Active');
    await page
      .getByRole('navigation', { name: 'Team sections' })
      .getByRole('link', { name: 'Members' })
      .click();
    // Paying ticked billing off the checklist.
    await expect(checklist).toContainText('1 of 4 done');
    await expect(checklist.getByText('Start billing (done)')).toBeAttached();
    // Before anyone is invited, what one more seat does to the next invoice.
    await expect(page.getByTestId('seat-change')).toHaveText(
      /the next invoice goes from \$8\.00 to \$2\d\.\d\d/,
    );

    // Three people from a CSV (one row refused), the first of them with an account already.
    const csv = [
      'email,first_name,last_name,role,title',
      `${colleague.email},Ada,Lovelace,member,Sales`,
      `grace-${viewport.width}-${Date.now()}@example.com,Grace,Hopper,admin,`,
      `"katherine-${viewport.width}-${Date.now()}@example.com",Katherine,"Johnson, Jr",member,Engineer`,
      'not-an-email,Bad,Row,member,',
    ].join('\n');
    await page
      .getByRole('region', { name: 'Import people' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const report = page.getByRole('status').filter({ hasText: '3 people invited' });
    await expect(report).toBeVisible();
    await expect(report.getByText(/^Line 5:/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download error report' })).toBeVisible();
    const members = page.getByRole('table', { name: 'Members' });
    await expect(members.getByText('Ada Lovelace')).toBeVisible();
    await expect(members.getByText('Katherine Johnson, Jr')).toBeVisible();
    // Katherine's invitation is withdrawn.
    await members
      .getByRole('row', { name: /Katherine Johnson, Jr/ })
      .getByRole('button', { name: 'Cancel invitation' })
      .click();
    await expect(members.getByText('Katherine Johnson, Jr')).toHaveCount(0);
    await shot('members');
    await settle(page);
    await expectAccessible(page, `team members ${viewport.width}`);

    // Ada accepts in a browser of her own.
    const link = await linkFromMail(request, colleague.email, 'join-team');
    const adaContext = await browser.newContext({ viewport });
    const ada = await adaContext.newPage();
    await injectSession(ada, colleague.tokens);
    await ada.goto(link);
    await ada.getByRole('button', { name: `Join ${teamName}` }).click();
    await expect(ada.getByText(`You joined ${teamName}`)).toBeVisible();
    // Her seat gives her Catalyst Connect without a subscription of her own.
    await ada.goto('/subscribe');
    await expect(
      ada.getByText(
        "Your team's subscription includes your Catalyst Connect profile and Insights.",
      ),
    ).toBeVisible();

    // The buyer's order's cards go into the pool; the first goes to Ada.
    await page
      .getByRole('navigation', { name: 'Team sections' })
      .getByRole('link', { name: 'Cards' })
      .click();
    const addPanel = page.getByRole('region', { name: 'Add my cards to the pool' });
    await expect(addPanel.getByRole('checkbox')).toHaveCount(3);
    for (const box of await addPanel.getByRole('checkbox').all()) await box.check();
    await addPanel.getByRole('button', { name: 'Add to the pool' }).click();
    const pool = page.getByRole('list', { name: 'Team cards' });
    await expect(pool.getByRole('listitem')).toHaveCount(3);
    const firstHolder = pool.getByRole('combobox').first();
    await firstHolder.selectOption({ label: 'Ada Lovelace' });
    await expect(firstHolder).toHaveValue(/.+/);
    // Handed to Ada, the card is hers at once: the list names it after her, and so does its page.
    const firstCard = pool.getByRole('listitem').first();
    await expect(firstCard.locator('p').first()).toHaveText('Ada Lovelace');
    const heldCode = (await firstCard.innerText()).match(/\/c\/([0-9a-z]{8})/)?.[1];
    const scanner = await browser.newPage();
    await scanner.goto(`/c/${heldCode}`);
    await expect(scanner.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();
    await expect(scanner.getByRole('link', { name: new RegExp(colleague.email) })).toBeVisible();
    await scanner.close();
    // The second waits for Grace, invited but not joined yet.
    await pool.getByRole('combobox').nth(1).selectOption({ label: 'Grace Hopper (invited)' });
    await expect(pool.getByText('Waiting for Grace Hopper to join')).toBeVisible();
    await shot('cards');
    await settle(page);
    await expectAccessible(page, `team cards ${viewport.width}`);

    // The template: the company name on every card, locked.
    await page
      .getByRole('navigation', { name: 'Team sections' })
      .getByRole('link', { name: 'Template' })
      .click();
    await page.getByLabel('Organization', { exact: true }).fill('Acme Corporation');
    await page.getByRole('checkbox', { name: 'Lock Organization' }).check();
    // A refused value is said under its field, not in a toast over 'Save template'.
    const website = page.getByRole('textbox', { name: 'Website', exact: true });
    await website.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(website).toHaveAccessibleDescription(
      'Please enter a full URL starting with https://',
    );
    await expect(website).toBeFocused();
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await website.fill('https://acme.example');
    await expect(website).not.toHaveAttribute('aria-invalid');
    const logo = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#1d4ed8' },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Upload logo')
      .setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: logo });
    await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Lock Company logo' }).check();
    // The live preview: the company as a colleague's page will show it.
    const preview = page.getByRole('region', { name: 'Live preview' });
    await expect(preview.getByText('Acme Corporation')).toBeVisible();
    await expect(preview.getByRole('link', { name: /acme\.example/ })).toBeVisible();
    // The company's look on every page: its design and colour, locked.
    await page.getByLabel('Profile design', { exact: true }).selectOption({ label: 'Ocean' });
    await page.getByRole('checkbox', { name: 'Lock Profile design' }).check();
    await page.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#0f766e');
    await page.getByRole('checkbox', { name: 'Lock Accent colour' }).check();
    await expect(preview.locator('[data-preset="ocean"]')).toBeVisible();
    await expect(preview.getByRole('link', { name: 'Download Contact' }).first()).toHaveCSS(
      'background-color',
      'rgb(15, 118, 110)',
    );
    await expect(page.getByRole('status').filter({ hasText: '3 cards will change' })).toBeVisible();
    await shot('template');
    await settle(page);
    await expectAccessible(page, `team template ${viewport.width}`);
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText('Saved: 3 cards changed')).toBeVisible();

    // Ada's card: managed by the team, the company name read-only.
    await ada.goto('/');
    const tile = ada.getByRole('link', { name: new RegExp(`Managed by ${teamName}`) });
    await tile.click();
    const organization = ada.getByRole('region', { name: 'Work' }).getByLabel('Organization');
    await expect(organization).toHaveValue('Acme Corporation');
    await expect(organization).not.toBeEditable();
    await expect(organization).toHaveAccessibleDescription(`Set by ${teamName}`);
    // The team's logo is on her card, and not hers to change.
    await expect(ada.getByRole('img', { name: 'Company logo' })).toHaveAttribute(
      'src',
      /\/uploads\/company-images\//,
    );
    // What the template does not lock stays hers to change.
    await expect(ada.getByRole('region', { name: 'Work' }).getByLabel('Title')).toBeEditable();
    await organization.scrollIntoViewIfNeeded();
    await ada.screenshot({ path: `test-results/screens/team-card-locked-${viewport.width}.png` });
    await settle(ada);
    await expectAccessible(ada, `team card ${viewport.width}`);
    const cardPath = new URL(ada.url()).pathname;
    // Her profile's design is the company's where locked, shown with who sets it.
    await ada.goto(cardPath.replace(/\/edit$/, '/profile/edit'));
    const design = ada.getByRole('region', { name: 'Design' });
    const presets = design.getByRole('radiogroup', { name: 'Preset' });
    await expect(presets).toHaveAccessibleDescription(`Set by ${teamName}`);
    await expect(presets.getByRole('radio', { name: 'Ocean' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(design.getByRole('img', { name: 'Accent colour #0f766e' })).toBeVisible();
    await expect(design.getByRole('radiogroup', { name: 'Font' })).not.toHaveAttribute(
      'aria-describedby',
    );
    // The preview shows beside the editor on a wide screen (a phone opens it as a sheet).
    if (viewport.width >= 1024) {
      await expect(
        ada.getByRole('region', { name: 'Live preview' }).locator('[data-preset="ocean"]'),
      ).toBeVisible();
    }

    // Offboarding: the buyer deactivates Ada; her team card leaves her, its page shows the team.
    await page
      .getByRole('navigation', { name: 'Team sections' })
      .getByRole('link', { name: 'Members' })
      .click();
    // Invited, pooled, templated and paid: the checklist has left.
    await expect(page.getByRole('heading', { name: 'Invite a colleague' })).toBeVisible();
    await expect(checklist).toHaveCount(0);
    // On a phone each member is a row of the list: nothing runs off the screen's edge.
    const deactivate = page
      .getByRole('row', { name: /Ada Lovelace/ })
      .getByRole('button', { name: 'Deactivate' });
    const button = (await deactivate.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(viewport.width);
    await deactivate.click();
    // It asks first, saying what follows.
    const asked = page.getByRole('dialog', { name: 'Deactivate Ada Lovelace?' });
    await expect(asked).toContainText('goes back to the pool');
    await asked.getByRole('button', { name: 'Deactivate' }).click();
    await expect(asked).toBeHidden();
    await expect(
      page.getByRole('row', { name: /Ada Lovelace/ }).getByText('Deactivated'),
    ).toBeVisible();
    await ada.goto(cardPath);
    await expect(ada.getByRole('heading', { name: 'Card not found' })).toBeVisible();
    // Home and /team tell her she was removed, and where the team's card went.
    const removed = new RegExp(
      `^You were removed from ${teamName} on .+\\. The team's cards you held went back to its pool`,
    );
    await ada.goto('/');
    await expect(ada.getByRole('status').filter({ hasText: removed })).toBeVisible();
    await ada.screenshot({ path: `test-results/screens/team-removed-${viewport.width}.png` });
    await settle(ada);
    await expectAccessible(ada, `removed from team ${viewport.width}`);
    await ada.goto('/team');
    await expect(ada.getByRole('status').filter({ hasText: removed })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Team sections' })
      .getByRole('link', { name: 'Cards' })
      .click();
    // Back in the pool, the card names no one: nothing of Ada stays on it.
    await expect(pool.getByRole('listitem').first().locator('p').first()).not.toContainText(
      'Lovelace',
    );
    const code = (await pool.getByRole('listitem').first().innerText()).match(
      /\/c\/([0-9a-z]{8})/,
    )?.[1];
    const visitor = await browser.newPage();
    await visitor.goto(`/c/${code}`);
    await expect(visitor.getByRole('heading', { name: teamName })).toBeVisible();
    await expect(
      visitor.getByText(`This card is on its way to a new colleague at ${teamName}.`),
    ).toBeVisible();
    await expect(visitor.getByText('Lovelace')).toHaveCount(0);
    await visitor.close();

    for (const tab of ['Insights', 'Leads']) {
      await page
        .getByRole('navigation', { name: 'Team sections' })
        .getByRole('link', { name: tab })
        .click();
      await expect(page.getByRole('link', { name: tab, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      if (tab === 'Insights') {
        // On a phone each member is a row of the list, its counts labelled, none off the edge.
        const last = page
          .getByRole('table', { name: 'Insights per member' })
          .getByRole('row')
          .last()
          .getByRole('cell')
          .last();
        await expect(last).toHaveText(viewport.width < 640 ? /^Messages \d+$/ : /^\d+$/, {
          useInnerText: true,
        });
        const box = (await last.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      await shot(tab.toLowerCase());
      await settle(page);
      await expectAccessible(page, `team ${tab} ${viewport.width}`);
    }

    // The buyer deletes the team: the leads first, then the name typed again.
    await page
      .getByRole('navigation', { name: 'Team sections' })
      .getByRole('link', { name: 'Members' })
      .click();
    const leadsFile = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download leads (CSV)' }).click();
    expect((await leadsFile).suggestedFilename()).toMatch(/-leads\.csv$/);
    await page.getByRole('button', { name: 'Delete team' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${teamName}?` });
    await dialog.getByLabel("Type the team's name to confirm").fill('Acme');
    await dialog.getByRole('button', { name: 'Yes, delete the team' }).click();
    await expect(dialog.getByText("Type the team's name exactly to delete it.")).toBeVisible();
    await dialog.getByLabel("Type the team's name to confirm").fill(teamName);
    await settle(page);
    await shot('delete');
    await expectAccessible(page, `delete team ${viewport.width}`);
    await dialog.getByRole('button', { name: 'Yes, delete the team' }).click();
    await expect(page.getByText(`${teamName} was deleted`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Create a team' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`^Download the leads of ${teamName}`) }),
    ).toBeVisible();
    // The pooled card is the buyer's own again.
    await page.goto('/');
    await expect(page.getByText(`Managed by ${teamName}`)).toHaveCount(0);
    await adaContext.close();
  });
}
