import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { api, login, loginThroughForm, mailedLink, signInApi } from './fixtures';

// Addresses of this journey only, new on each run (a retry reuses the database): the demo users stay as they are.
const RUN = Date.now().toString(36);
const address = (name: string) => `${name}.${RUN}@users-e2e.test`;
const PASSWORD = 'slug-trap-console-2026';

type Option = { id: string; labelFr: string; isAdmin: boolean };

const baseUrl = () => String(test.info().project.use.baseURL);

/** A role of an account type, by its French label, through the role picker's API. */
const roleId = async (token: string, accountType: 'provider' | 'farmer', labelFr: string) => {
  const roles = await api<Option[]>(token, `/roles/options?account_type=${accountType}`);
  const role = roles.find((candidate) => candidate.labelFr === labelFr);
  if (!role) throw new Error(`no ${accountType} role ${labelFr}`);
  return role.id;
};

/**
 * Invites a read-only user through the API, as the provider admin: a colleague of the demo distributor, or a user
 * of its demo farm.
 */
const invite = async (email: string, firstName: string, into: 'provider' | 'farm' = 'provider') => {
  const token = await signInApi('provider@demo.test');
  const accounts = await api<{ id: string; name: string }[]>(token, '/accounts/options');
  const accountName = into === 'farm' ? 'Ferme des Demo' : 'Agri Distribution Demo';
  const accountType = into === 'farm' ? 'farmer' : 'provider';
  return api<{ id: string }>(token, '/users', {
    firstName,
    lastName: 'Colleague',
    email,
    language: 'en',
    accountId: accounts.find((account) => account.name === accountName)?.id,
    accountType,
    roleId: await roleId(token, accountType, 'Consultation'),
  });
};

/** Opens the e-mailed activation link in a browser of its own, chooses a password and accepts the terms. */
const activate = async (browser: Browser, email: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(await mailedLink(email, '/register/'));
  const form = page.getByRole('form', { name: 'Activate your account' });
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Activate and sign in' }).click();
  await expect(page).toHaveURL(/\/accept-tos/);
  await page.getByRole('button', { name: /I accept|J’accepte/ }).click();
  await expect(page).not.toHaveURL(/\/accept-tos/);
  return { context, page };
};

const chooseOption = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('a provider admin invites a colleague, who activates the account and then shows as active', async ({
  page,
  browser,
}) => {
  // Two people, two sign-ins and an e-mail round trip: a minute on a busy two-core machine.
  test.setTimeout(60_000);
  const email = address('lea');
  await login(page, 'provider@demo.test');
  await page.goto('/my-users');
  await expect(page.getByRole('heading', { name: 'My users' })).toBeVisible();
  await page.getByRole('link', { name: 'Invite a user' }).click();
  await expect(page).toHaveURL(/\/my-users\/new$/);

  const form = page.getByRole('form', { name: 'New user' });
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await form.getByLabel('Last name').fill('Fournier');
  await form.getByLabel('First name').fill('Léa');
  await form.getByLabel('E-mail').fill(email);
  // A national number with its country, as the profile takes it: the selector starts on the inviting person's.
  await expect(form.getByRole('combobox', { name: 'Phone country' })).toHaveValue('France (+33)');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('06 12 34 56 78');
  await expect(form.getByRole('textbox', { name: 'Account' })).toHaveValue('Agri Distribution Demo');
  await chooseOption(page, 'Role', 'Read-only');
  await form.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`The invitation has been sent to ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/my-users\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Léa Fournier' })).toBeVisible();
  await expect(page.getByText('Invitation sent').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('06 12 34 56 78');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Signed in, a new distributor user hears about favourites once, then reaches the console.
  const colleague = await activate(browser, email);
  await expect(colleague.page).toHaveURL(/\/onboarding\/favourites$/);
  await colleague.page.getByRole('button', { name: 'Everything, no favourite' }).click();
  await expect(colleague.page).toHaveURL(/\/parcels/);
  await colleague.context.close();

  await page.goto(`/my-users?search=${encodeURIComponent(email)}`);
  const row = page.getByRole('row', { name: /Léa Fournier/ });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Read-only');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-users');
});

test('an invited user saves their profile the first time, the address taken from their account', async ({
  browser,
}) => {
  const email = address('paul');
  await invite(email, 'Paul', 'farm');
  const { context, page } = await activate(browser, email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  const postalAddress = page.getByRole('region', { name: 'Postal address' });
  await expect(postalAddress).toContainText('Required so that post can reach you');
  await expect(postalAddress.getByLabel('City')).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('06 98 76 54 32');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await context.close();
});

test('the CSV export downloads the filtered and sorted list', async ({ page }) => {
  await invite(address('export-a'), 'Anna');
  await invite(address('export-b'), 'Bruno');
  await login(page, 'provider@demo.test');
  await page.goto(`/users?search=${encodeURIComponent(`.${RUN}@users-e2e`)}&state=invited&sort=email&order=desc`);
  await expect(page.getByText('Users: 2')).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines.map((line) => line.split(',')[2])).toEqual(['E-mail', address('export-b'), address('export-a')]);

  await page.getByRole('button', { name: 'Export' }).click();
  const workbook = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel file (XLSX)' }).click();
  expect((await workbook).suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
});

test('staff open an access link to a user, and opening it signs in as that user', async ({ page, browser }) => {
  const email = address('support');
  const { id } = await invite(email, 'Sam', 'farm');
  (await activate(browser, email)).context.close();

  await login(page, 'staff@demo.test');
  await page.goto(`/users/${id}`);
  await expect(page.getByRole('heading', { name: 'Sam Colleague' })).toBeVisible();
  await page.getByRole('button', { name: 'Create an access link' }).click();
  const dialog = page.getByRole('dialog', { name: `Access link to ${email}` });
  const link = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(new RegExp(`^${baseUrl()}/login/access-link-token/[\\w-]{43}$`));
  // The footer's button, beside the title's ✕.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByText(/An access link works until/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });

  const visitor = await browser.newContext();
  const opened = await visitor.newPage();
  await opened.goto(link);
  await expect(opened.getByRole('button', { name: 'Open the user menu' })).toContainText('Sam Colleague');
  await visitor.close();

  // Revoked, the link leads nowhere.
  await page.getByRole('button', { name: 'Revoke the link' }).click();
  await expect(page.getByText('The access link no longer works')).toBeVisible();
  const late = await browser.newContext();
  const refused = await late.newPage();
  await refused.goto(link);
  await expect(refused.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await late.close();
});

test('a farmer updates their account profile', async ({ page, browser }) => {
  const email = address('farm');
  const response = await fetch(`${baseUrl()}/back/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account: {
        name: 'Ferme des Essais',
        postalAddress: { firstLine: '2 chemin des Limaces', postalCode: '32000', city: 'Auch', country: 'FR' },
      },
      admin: { firstName: 'Marie', lastName: 'Laborde', email, language: 'fr' },
    }),
  });
  expect(response.status).toBe(202);
  // The farm's admin reviews its details while activating; this journey keeps them as they are.
  const farmer = await browser.newContext();
  const farmerPage = await farmer.newPage();
  await farmerPage.goto(await mailedLink(email, '/register/'));
  await farmerPage.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await farmerPage.getByRole('button', { name: /Activate/ }).click();
  await expect(farmerPage).toHaveURL(/\/accept-tos/);
  await farmer.close();

  await loginThroughForm(page, email, PASSWORD);
  await page.getByRole('button', { name: /J’accepte/ }).click();
  await page.getByRole('button', { name: 'Ouvrir le menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Mon compte' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByRole('heading', { name: 'Mon compte' })).toBeVisible();

  await page.getByLabel("Nom de l'entreprise").fill('GAEC des Essais');
  await page.getByLabel('SIRET').fill('123');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Un numéro SIRET compte 14 chiffres.')).toBeVisible();
  await page.getByLabel('SIRET').fill('12345678901234');
  await page.getByLabel('Ville').fill('Condom');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vos modifications ont été enregistrées')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Nom de l'entreprise")).toHaveValue('GAEC des Essais');
  await expect(page.getByLabel('SIRET')).toHaveValue('12345678901234');
  await expect(page.getByLabel('Ville')).toHaveValue('Condom');
  await expect(page.getByRole('button', { name: 'Ouvrir le menu utilisateur' })).toContainText('GAEC des Essais');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByLabel('SIRET')).toHaveValue('12345678901234');

  // The farm's administrator asks support to delete the account, from their profile: a request about it, pre-filled.
  await page.goto('/profile');
  const support = page.getByRole('link', { name: 'Contacter l’assistance' });
  const request = new URL(String(await support.getAttribute('href')), page.url());
  expect(request.pathname).toBe('/support/tickets/new');
  expect(Object.fromEntries(request.searchParams)).toEqual({
    category: 'account',
    subject: 'Supprimer mon compte',
    message: 'Merci de supprimer le compte « GAEC des Essais » et ses données.',
  });
});

test("an account page's users tab lists the account's users and invites into it", async ({ page }) => {
  await login(page, 'provider@demo.test');
  const token = await signInApi('provider@demo.test');
  const accounts = await api<{ id: string; name: string }[]>(token, '/accounts/options');
  const farm = accounts.find((account) => account.name === 'Ferme des Demo');
  await page.goto(`/farmers/${farm?.id}/users`);
  const list = page.getByRole('table', { name: 'Users' });
  await expect(list.getByRole('row', { name: /farmer@demo\.test/ })).toBeVisible();
  await expect(list.getByRole('columnheader', { name: 'Account' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Invite a user' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/new\\?accountId=${farm?.id}$`));
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue('Ferme des Demo');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option', { name: 'Read-only' })).toBeVisible();
  await expect(page.getByRole('option', { name: /Commercial|Distributor/ })).toHaveCount(0);
});
