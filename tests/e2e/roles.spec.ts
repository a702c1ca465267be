import { expect as baseExpect, test, type Page } from '@playwright/test';
import { login, navigationHrefs } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// The demo's six roles (an administrator and a read-only role per account type) are held by other journeys' users:
// this journey works on a role of its own and deletes it at the end.
const LABEL = 'E2E Stock viewer';

const roleTable = (page: Page) => page.getByRole('table', { name: 'Roles' });
const form = (page: Page, name: string) => page.getByRole('form', { name });
const pick = async (page: Page, scope: ReturnType<Page['getByRole']>, field: string, option: string) => {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('staff create a role, find it in the filtered list, edit it and delete it', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Roles' }).click();
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await expect(roleTable(page).getByRole('link', { name: 'Administrator' }).first()).toBeVisible();

  // Create: a distributor role that reads sensors and issues and opens on the sensors.
  await page.getByRole('link', { name: 'New role' }).click();
  const creation = form(page, 'New role');
  await creation.getByRole('textbox', { name: 'Label' }).fill(LABEL);
  await pick(page, creation, 'Account type', 'Distributor');
  // Keys a distributor may not hold stay at no access.
  await expect(creation.getByRole('radio', { name: 'Roles: Read only' })).toBeDisabled();
  await creation.getByRole('radio', { name: 'Sensors: Read only' }).check();
  await creation.getByRole('radio', { name: 'Issues: Read only' }).check();
  await pick(page, creation, 'Start page', 'Sensors');
  await creation.getByRole('button', { name: 'Create the role' }).click();
  await expect(page.getByText('The role has been created')).toBeVisible();
  await expect(page).toHaveURL(/\/roles\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: LABEL, level: 1 })).toBeVisible();

  // Find it: the search and the account type live in the URL.
  await page.getByRole('link', { name: 'Roles' }).first().click();
  await page.getByRole('searchbox', { name: 'Label' }).fill('stock');
  await expect(page).toHaveURL(/search=stock/);
  const filters = page.getByRole('region', { name: 'Filters' });
  await pick(page, filters, 'Account type', 'Farmer');
  await expect(page).toHaveURL(/accountType=farmer/);
  await expect(page.getByText('No role matches these filters')).toBeVisible();
  await pick(page, filters, 'Account type', 'Distributor');
  await expect(page).toHaveURL(/accountType=provider/);
  await expect(page.getByText('Roles: 1')).toBeVisible();
  const row = roleTable(page).getByRole('row', { name: new RegExp(LABEL) });
  await expect(row.getByRole('cell', { name: 'Distributor' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Sensors' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Label' })).toHaveValue('stock');
  await expect(page.getByText('Roles: 1')).toBeVisible();

  // Edit: without the sensors right the start page no longer fits, and the form says so before sending.
  await roleTable(page).getByRole('link', { name: LABEL }).click();
  const edition = form(page, LABEL);
  await edition.getByRole('radio', { name: 'Sensors: No access' }).check();
  await expect(edition.getByText(/Users of this role could not open this page/)).toBeVisible();
  await pick(page, edition, 'Start page', 'Parcels');
  await expect(edition.getByText(/Users of this role could not open this page/)).toBeHidden();
  await edition.getByRole('radio', { name: 'Parcel sharing: Full access' }).check();

  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Roles' }).first().click();
  const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
  await leave.getByRole('button', { name: 'Continue editing' }).click();
  await edition.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved')).toBeVisible();
  await page.reload();
  await expect(edition.getByRole('radio', { name: 'Sensors: No access' })).toBeChecked();
  await expect(edition.getByRole('radio', { name: 'Parcel sharing: Full access' })).toBeChecked();
  await expect(edition.getByRole('combobox', { name: 'Start page' })).toHaveValue('Parcels');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(edition.getByRole('radiogroup', { name: 'Sensors' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  // Delete, after a confirmation.
  await page.getByRole('button', { name: 'Delete the role' }).click();
  const confirmation = page.getByRole('dialog', { name: `Delete the role “${LABEL}”?` });
  await confirmation.getByRole('button', { name: 'Delete the role' }).click();
  await expect(page.getByText('The role has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/roles$/);
  await page.getByRole('searchbox', { name: 'Label' }).fill('stock');
  await expect(page.getByText('No role matches these filters')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/roles');
  await expect(
    page.getByRole('list', { name: 'Roles' }).getByRole('link', { name: 'Read-only' }).first(),
  ).toBeVisible();
});

test('a provider has no roles entry and cannot open the roles pages', async ({ page }) => {
  await login(page, 'provider@demo.test');
  expect(await navigationHrefs(page)).not.toContain('/roles');
  await page.goto('/roles');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await page.goto('/roles/new');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
