import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

// The demo provider works in English and keeps two favourites, "Lot-et-Garonne & Tarn-et-Garonne" starred; its
// farms' parcels lie in several départements. This journey saves one of its own, for the Lot-et-Garonne (47).
const NAME = 'E2E Agenais';

const switcher = (page: Page) => page.getByRole('combobox', { name: 'Favourite applied' });
const chooseFavourite = async (page: Page, name: string) => {
  await switcher(page).click();
  await page.getByRole('option', { name }).click();
};
/** The number in "Total: 1,234" (the list) or "Parcels on the map: 1,234". */
const countIn = async (text: Locator) => Number((await text.innerText()).replace(/\D/g, ''));
const listTotal = (page: Page) => page.getByText(/^Total: [\d,]+$/);
const favouriteRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'My favourites' }).getByRole('row', { name: new RegExp(name) });

test('a provider saves a favourite in three steps, stars it, and the lists follow it, shared by the URL', async ({
  page,
  browser,
}) => {
  await login(page, 'provider@demo.test', DEMO_PASSWORD, { withFavourite: true });
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  await page.getByRole('menuitem', { name: 'My favourites' }).click();
  await expect(page.getByRole('heading', { name: 'My favourites', level: 1 })).toBeVisible();
  await expect(favouriteRow(page, 'Rapeseed at risk')).toBeVisible();

  // Step 1: a postal zone, in the provider's own country unless another is chosen.
  await page.getByRole('link', { name: 'Create a favourite' }).first().click();
  await expect(page).toHaveURL(/\/favourites\/new$/);
  await page.getByRole('textbox', { name: /^Postal zone/ }).fill('47');
  await page.getByRole('textbox', { name: /^Postal zone/ }).press('Enter');
  const zones = page.getByRole('list', { name: '1 postal zone' });
  await expect(zones.getByText('47 · France')).toBeVisible();
  const coverage = page.getByRole('status').filter({ hasText: 'This territory reaches' });
  await expect(coverage).toContainText(/\d+ parcels? · \d+ sensors?/);

  // Step 2: every account in scope; step 3: oilseed rape only, and the name.
  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page).toHaveURL(/\/favourites\/new\/accounts$/);
  await expect(page.getByRole('radio', { name: /All accounts in my scope/ })).toBeChecked();
  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page).toHaveURL(/\/favourites\/new\/advanced$/);
  const zoneOnly = await coverage.innerText();
  await page.getByRole('combobox', { name: 'Crops' }).click();
  await page.getByRole('option', { name: 'Oilseed rape', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(coverage).not.toHaveText(zoneOnly);
  await page.getByRole('textbox', { name: /Favourite name/ }).fill(NAME);

  // Going back to the first step keeps the zone; the count is shown there too.
  await page.getByRole('button', { name: /Postal zones/ }).click();
  await expect(zones.getByText('47 · France')).toBeVisible();
  await page.getByRole('button', { name: 'Create the favourite' }).click();
  await expect(page.getByText('Favourite created')).toBeVisible();
  await expect(page).toHaveURL(/\/favourites$/);

  // Star it from the list: the demo's starred favourite gives up its star.
  const row = favouriteRow(page, NAME);
  await expect(row).toContainText('1 postal zone · All accounts · 1 advanced criterion');
  await row.getByRole('button', { name: `Default favourite: ${NAME}` }).click();
  await expect(row.getByRole('button', { name: `Default favourite: ${NAME}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    favouriteRow(page, 'Lot-et-Garonne').getByRole('button', { name: /^Default favourite/ }),
  ).toHaveAttribute('aria-pressed', 'false');

  // The parcel list opens on the favourite used last, put into the URL; switching narrows the count.
  await page.goto('/parcels/list');
  await expect(page).toHaveURL(/favouriteId=[0-9a-f-]{36}/);
  await chooseFavourite(page, 'None: show everything');
  await expect(page).not.toHaveURL(/favouriteId/);
  await expect(switcher(page)).toHaveValue('None: show everything');
  const everything = await countIn(listTotal(page));
  await chooseFavourite(page, NAME);
  await expect(page).toHaveURL(/favouriteId=[0-9a-f-]{36}/);
  await expect(listTotal(page)).not.toHaveText(`Total: ${everything.toLocaleString('en')}`);
  const narrowed = await countIn(listTotal(page));
  expect(narrowed).toBeLessThan(everything);

  // The map keeps it, and so does a reload.
  await page.getByRole('main').getByText('Map', { exact: true }).click();
  await expect(page).toHaveURL(/\/parcels\/map\?.*favouriteId=/);
  await expect(switcher(page)).toHaveValue(NAME);
  expect(await countIn(page.getByText(/^Parcels on the map: [\d,]+$/))).toBe(narrowed);
  await page.reload();
  await expect(switcher(page)).toHaveValue(NAME);
  expect(await countIn(page.getByText(/^Parcels on the map: [\d,]+$/))).toBe(narrowed);

  // The sensor list, opened from the menu, follows the last choice.
  await page.getByRole('navigation').getByRole('link', { name: 'Sensors' }).click();
  await expect(page).toHaveURL(/\/sensors\?favouriteId=/);
  await expect(switcher(page)).toHaveValue(NAME);

  // The same URL in another browser, signed in as the same user, shows the same favourite.
  const sharedUrl = page.url().replace(/\/sensors\?/, '/parcels/list?');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage, 'provider@demo.test', DEMO_PASSWORD, { withFavourite: true });
  await otherPage.goto(sharedUrl);
  await expect(switcher(otherPage)).toHaveValue(NAME);
  await expect(listTotal(otherPage)).toHaveText(`Total: ${narrowed.toLocaleString('en')}`);
  await other.close();

  // So does the subscription list, where a distributor finds the renewals of its territory.
  await page.goto('/subscriptions');
  await expect(page).toHaveURL(/\/subscriptions\?favouriteId=/);
  await expect(switcher(page)).toHaveValue(NAME);

  // Duplicate, then delete the copy after a confirmation.
  await page.goto('/favourites');
  await row.getByRole('button', { name: `Duplicate ${NAME}` }).click();
  await expect(page.getByText('Favourite duplicated')).toBeVisible();
  const copy = favouriteRow(page, `${NAME} \\(copy\\)`);
  await expect(copy.getByRole('button', { name: /^Default favourite/ })).toHaveAttribute('aria-pressed', 'false');
  await copy.getByRole('button', { name: `Delete ${NAME} (copy)` }).click();
  const confirmation = page.getByRole('dialog', { name: `Delete “${NAME} (copy)”?` });
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Favourite deleted')).toBeVisible();
  await expect(copy).toHaveCount(0);
});

test('a favourite whose name is taken is refused on its name field', async ({ page }) => {
  await login(page, 'provider@demo.test', DEMO_PASSWORD, { withFavourite: true });
  await page.goto('/favourites/new/advanced');
  await page.getByRole('textbox', { name: /Favourite name/ }).fill('Rapeseed at risk');
  await page.getByRole('button', { name: 'Create the favourite' }).click();
  await expect(page.getByText('You already have a favourite of that name')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Favourite name/ })).toHaveAttribute('aria-invalid', 'true');
});

test('a new provider user is proposed a territory at first sign-in and saves it as the starred favourite', async ({
  page,
}) => {
  await login(page, 'provider-new@demo.test', DEMO_PASSWORD, { withFavourite: true });
  await expect(page).toHaveURL(/\/onboarding\/favourites$/);
  await expect(page.getByRole('heading', { name: 'Welcome! Your territory' })).toBeVisible();
  const zones = page.getByRole('list', { name: /postal zones?$/ });
  await expect(zones.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'This territory reaches' })).toContainText(
    /\d+ parcels? · \d+ sensors?/,
  );
  await page.getByRole('button', { name: 'Save as my default favourite' }).click();

  // The start page opens on it, and the gate no longer sends the user back.
  await expect(page).toHaveURL(/\/parcels\/list\?favouriteId=[0-9a-f-]{36}/);
  await expect(switcher(page)).toHaveValue('My territory');
  await page.goto('/sensors');
  await expect(page).toHaveURL(/\/sensors\?favouriteId=/);
});
