import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { login, mailedLink } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

// The journey creates accounts of its own (a retry gets new names and addresses): the demo's accounts, and the
// totals other journeys assert, stay as they are.
const run = Date.now().toString(36);
const PROVIDER = `Agri Conseil ${run}`;
const PROVIDER_ADMIN = `hugo.${run}@agri-conseil.test`;
const FARM = `GAEC des Tilleuls ${run}`;
const FARM_ADMIN = `lea.${run}@tilleuls.test`;
const COLLEAGUE = `manon.${run}@agri-conseil.test`;
const PASSWORD = 'tournesol-et-colza-2026';

const pick = async (page: Page, scope: Locator, field: string, option: string) => {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** The account, its address and its admin, as a person types them into the creation form. */
const fillAccountForm = async (
  page: Page,
  form: Locator,
  account: { name: string; siret?: string; city: string; postalCode: string },
  admin: { firstName: string; lastName: string; email: string; language?: string },
  nameLabel = 'Distributor name',
) => {
  await form.getByRole('textbox', { name: nameLabel }).fill(account.name);
  if (account.siret) await form.getByRole('textbox', { name: 'SIRET' }).fill(account.siret);
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('2 route des Silos');
  await form.getByRole('textbox', { name: 'Postal code' }).fill(account.postalCode);
  await form.getByRole('textbox', { name: 'City' }).fill(account.city);
  await pick(page, form, 'Country', 'France');
  await form.getByRole('textbox', { name: 'First name' }).fill(admin.firstName);
  await form.getByRole('textbox', { name: 'Last name' }).fill(admin.lastName);
  await form.getByRole('textbox', { name: 'E-mail' }).fill(admin.email);
  // France suggests French; the distributors' admins work in English.
  await expect(form.getByRole('combobox', { name: 'Language of the invitation' })).toHaveValue('Français');
  await pick(page, form, 'Language of the invitation', admin.language ?? 'English');
};

test('staff creates a provider; its admin activates through the e-mail link, signs in, creates a farmer and invites a colleague who activates too', async ({
  page,
  browser,
}) => {
  await login(page, 'staff@demo.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Distributors' }).click();
  await expect(page.getByRole('heading', { name: 'Distributors', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Distributors' }).getByRole('link').first()).toBeVisible();

  await page.getByRole('link', { name: 'New distributor' }).click();
  const creation = page.getByRole('form', { name: 'New distributor' });
  // A SIRET is checked when given, and the admin's address must be an e-mail address.
  await creation.getByRole('textbox', { name: 'SIRET' }).fill('1234');
  await creation.getByRole('button', { name: 'Create and invite' }).click();
  await expect(creation.getByText('A SIRET number has 14 digits.')).toBeVisible();
  await fillAccountForm(
    page,
    creation,
    { name: PROVIDER, siret: '73282932000074', city: 'Agen', postalCode: '47000' },
    { firstName: 'Hugo', lastName: 'Lambert', email: PROVIDER_ADMIN },
  );
  await creation.getByRole('button', { name: 'Create and invite' }).click();
  await expect(page.getByText(`An invitation was sent to ${PROVIDER_ADMIN}`)).toBeVisible();
  await expect(page).toHaveURL(/\/providers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: PROVIDER, level: 1 })).toBeVisible();
  await expect(page.getByText('73282932000074')).toBeVisible();

  // The same address cannot be given to a second account's admin: the form says so and nothing is created.
  await page.goto('/providers/new');
  const again = page.getByRole('form', { name: 'New distributor' });
  await fillAccountForm(
    page,
    again,
    { name: `${PROVIDER} bis`, city: 'Agen', postalCode: '47000' },
    { firstName: 'Hugo', lastName: 'Lambert', email: PROVIDER_ADMIN },
  );
  await again.getByRole('button', { name: 'Create and invite' }).click();
  await expect(again.getByText('A user already has this e-mail address.')).toBeVisible();
  await page.goto(`/providers?search=${encodeURIComponent(PROVIDER)}`);
  await expect(page.getByText('Accounts: 1')).toBeVisible();

  // The admin follows the e-mailed link, chooses a password and is signed in.
  await page.goto(await mailedLink(PROVIDER_ADMIN, '/register/'));
  const activation = page.getByRole('form', { name: 'Activate your account' });
  await activation.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await activation.getByRole('button', { name: 'Activate and sign in' }).click();
  await expect(page).toHaveURL(/\/accept-tos/);
  await page.getByRole('button', { name: /I accept/ }).click();
  // A new distributor user is offered a territory once, and may carry on with everything.
  await expect(page).toHaveURL(/\/onboarding\/favourites/);
  await page.getByRole('button', { name: 'Everything, no favourite' }).click();
  await expect(page).toHaveURL(/\/parcels/);
  await page.getByRole('navigation').getByRole('link', { name: 'Farmers' }).click();
  await page.getByRole('link', { name: 'New farmer' }).click();
  const farmForm = page.getByRole('form', { name: 'New farmer' });
  await fillAccountForm(
    page,
    farmForm,
    { name: FARM, city: 'Nérac', postalCode: '47600' },
    { firstName: 'Léa', lastName: 'Garnier', email: FARM_ADMIN, language: 'Français' },
    'Farm name',
  );
  // A distributor's new farms are its own: its form has no distributor to choose.
  await expect(farmForm.getByRole('combobox', { name: 'Distributor' })).toHaveCount(0);
  await farmForm.getByRole('button', { name: 'Create and invite' }).click();
  await expect(page.getByRole('heading', { name: FARM, level: 1 })).toBeVisible();
  await expect(page.getByText(`Distributor: ${PROVIDER}`)).toBeVisible();
  // The new admin invites a colleague, who activates too.
  await page.goto('/my-users/new');
  const invitation = page.getByRole('form', { name: 'New user' });
  await invitation.getByLabel('Last name').fill('Roux');
  await invitation.getByLabel('First name').fill('Manon');
  await invitation.getByLabel('E-mail').fill(COLLEAGUE);
  await pick(page, invitation, 'Role', 'Read-only');
  await invitation.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`The invitation has been sent to ${COLLEAGUE}`)).toBeVisible();
  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto(await mailedLink(COLLEAGUE, '/register/'));
  const colleagueActivation = colleague.getByRole('form', { name: 'Activate your account' });
  await colleagueActivation.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await colleagueActivation.getByRole('button', { name: 'Activate and sign in' }).click();
  await colleague.getByRole('button', { name: /I accept/ }).click();
  await colleague.getByRole('button', { name: 'Everything, no favourite' }).click();
  await expect(colleague).toHaveURL(/\/parcels/);
  await colleague.context().close();

  // The farm's admin is invited to review the farm's details while activating.
  expect(await mailedLink(FARM_ADMIN, '/register/')).toMatch(/\/register\/[\w-]{43}\/farmers$/);

  // Staff find the farm under its distributor, and open its tabs.
  await login(page, 'staff@demo.test');
  await page.goto(`/farmers?search=${encodeURIComponent(FARM)}`);
  const table = page.getByRole('table', { name: 'Farmers' });
  await expect(table.getByRole('cell', { name: PROVIDER })).toBeVisible();
  await table.getByRole('link', { name: FARM }).click();
  await expect(page.getByRole('heading', { name: FARM, level: 1 })).toBeVisible();
  await expect(page.getByText(`Distributor: ${PROVIDER}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Sensors' }).click();
  await expect(page.getByText('No sensors on this farm')).toBeVisible();
  await page.getByRole('tab', { name: 'Contracts' }).click();
  await expect(page.getByText('No rent contracts', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Information' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edition = page.getByRole('form', { name: `Edit ${FARM}` });
  await edition.getByRole('textbox', { name: 'Internal comment' }).fill('Colza on every parcel this season.');
  await edition.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved')).toBeVisible();
  await expect(page.getByText('Colza on every parcel this season.')).toBeVisible();
});

test('lists are filtered and sorted from the URL, and a provider cannot open another provider’s farm', async ({
  page,
}) => {
  await login(page, 'staff@demo.test');
  await page.goto('/farmers');
  const table = page.getByRole('table', { name: 'Farmers' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await pick(page, page.getByRole('region', { name: 'Filters' }), 'Country', 'Germany');
  await expect(page).toHaveURL(/country=DE/);
  await expect(table.getByRole('cell', { name: /Germany/ }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: /France/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Created on' }).click();
  await expect(page).toHaveURL(/sort=createdAt/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');

  // A farm of the Australian distributor, which the demo distributor must not reach.
  await page.goto('/farmers?search=outback');
  const outback = await table.getByRole('link', { name: 'Outback Demo Station' }).getAttribute('href');
  await login(page, 'provider@demo.test');
  await page.goto(outback ?? '/farmers');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  // Nor does it manage distributors.
  await page.goto('/providers');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

test('the account pages fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'staff@demo.test');
  await page.goto('/farmers');
  await expect(page.getByRole('list', { name: 'Farmers' }).getByRole('link').first()).toBeVisible();
  await page.getByRole('list', { name: 'Farmers' }).getByRole('link').first().click();
  await expect(page.getByRole('tab', { name: 'Information' })).toBeVisible();
  await page.goto('/farmers/new');
  await expect(page.getByRole('form', { name: 'New farmer' })).toBeVisible();
});
