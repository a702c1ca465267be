import { expect as baseExpect, test } from '@playwright/test';
import { blockingViolations } from './axe';
import { login } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

test('a provider reads its dashboards, follows a tile to its list, and narrows them by favourite and range', async ({
  page,
}) => {
  // Two tabs, their lists, a parcel, an export and three axe checks.
  test.setTimeout(90_000);
  await login(page, 'provider@demo.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/activity/);
  const followed = page.getByRole('region', { name: 'Parcels followed' });
  const total = followed.getByRole('link', { name: /^Parcels followed: / });
  await expect(total).toBeVisible();
  const count = (await total.textContent()) ?? '';
  // The nightly figures: the risk night by night, and the parcels that counted most slugs, each opening its parcel.
  await expect(
    page.getByRole('region', { name: 'Risk night by night' }).locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  const top = page.getByRole('region', { name: 'Parcels counting most slugs' }).getByRole('listitem');
  await expect(top).toHaveCount(10);
  const topParcel = (await top.first().getByRole('link').textContent()) ?? '';
  expect(await blockingViolations(page)).toEqual([]);
  await expect(
    page.getByRole('region', { name: 'Slug pressure by postal zone' }).getByRole('listitem').first(),
  ).toHaveText(/^[A-Z]{2} [0-9A-Z]{2}/);
  await top.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: topParcel })).toBeVisible();
  await page.goBack();

  // The figure is the list's total.
  await total.click();
  await expect(page).toHaveURL(/\/parcels\/list/);
  await expect(page.getByText(`Total: ${count}`)).toBeVisible();
  await page.goBack();

  await page.getByRole('tab', { name: 'Sensors' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sensors/);
  await expect(page.getByRole('region', { name: 'Sensors', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Issues opened' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nights delivered' }).getByText(/^of [\d,]+ \(\d+ %\)$/)).toBeVisible();
  // The night grid: a row a sensor, each night named for screen readers.
  const grid = page.getByRole('table', { name: 'Night by night' });
  await expect(grid.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
    /Captured|Silent|Contact|Not expected/,
  );
  // A battery band is the sensor list under that range.
  const charged = page.getByRole('region', { name: 'Batteries' }).getByRole('link', { name: /^Batteries – Charged: / });
  const chargedCount = (await charged.textContent()) ?? '';
  await charged.click();
  await expect(page).toHaveURL(/\/sensors\?.*batteryFrom=12\.2/);
  await expect(page.getByText(`Total: ${chargedCount}`)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('switch', { name: 'Weekly e-mail' })).toBeVisible();
  // Every figure of the tab as a file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).first().click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^dashboard-sensors-\d{4}-\d{2}-\d{2}\.csv$/);
  // The tab every Monday by e-mail.
  const weekly = page.getByRole('switch', { name: 'Weekly e-mail' });
  await weekly.click({ force: true });
  await expect(page.getByText('You will receive this dashboard every Monday.')).toBeVisible();
  await expect(weekly).toBeChecked();
  await page.locator('label').getByText('Week', { exact: true }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=/);
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });

  // Everything is the provider's reach; the activity tab keeps the range when switching back.
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/dashboard\/activity\?.*from=/);
  await expect(page.getByRole('link', { name: /^Parcels followed: / })).toHaveText(count);

  // A favourite narrows every figure, which still opens its list under the same favourite.
  await page.getByRole('combobox', { name: 'Favourite applied' }).click();
  await page.getByRole('option', { name: 'Lot-et-Garonne & Tarn-et-Garonne' }).click();
  await expect(page).toHaveURL(/favouriteId=/);
  const narrowed = page.getByRole('link', { name: /^Parcels followed: / });
  await expect(narrowed).not.toHaveText(count);
  const narrowedCount = (await narrowed.textContent()) ?? '';
  await narrowed.click();
  await expect(page).toHaveURL(/\/parcels\/list\?.*favouriteId=/);
  await expect(page.getByText(`Total: ${narrowedCount}`)).toBeVisible();
});

test("staff read the quality of service and the console's use, and follow the silent sensors to their issues", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, 'staff@demo.test');
  await page.goto('/dashboard/qos');
  const delivered = page.getByRole('region', { name: 'Nights delivered' });
  await expect(delivered.getByText(/^of [\d,]+ \(\d+ %\)$/).first()).toBeVisible();
  await expect(delivered.getByText('Agri Distribution Demo · FR')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Delivery delay' })
      .getByText(/^[\d,]+ min$/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Parcels with working weather' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  const silent = page.getByRole('link', { name: /^Sensors silent over 24 h: / });
  const count = (await silent.textContent()) ?? '';
  await silent.click();
  await expect(page).toHaveURL(/\/issues\?.*types=hors_service_plus_24_h/);
  await expect(page.getByText(`Issues: ${count}`)).toBeVisible();

  // Who used the console: people by role and country, the exports by list.
  await page.goto('/dashboard/metrics');
  await expect(
    page.getByRole('region', { name: 'Active users' }).getByText('Distributor – Administrator · FR'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Exports' }).getByText('Parcels', { exact: true })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // The support tab counts the demo's tickets; its backlog opens the tickets still waiting.
  await page.getByRole('tab', { name: 'Support' }).click();
  const backlog = page.getByRole('region', { name: 'Backlog' });
  await expect(backlog.getByText('Under 2 days')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await backlog.getByRole('link', { name: /^Backlog: \d+$/ }).click();
  await expect(page.getByRole('heading', { name: 'Support tickets', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/status=waiting_for_support/);
});

test('staff read the quality of service month by month and season by season, and the maintenance per issue type', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, 'staff@demo.test');
  await page.goto('/stats/qos');
  const delivered = page.getByRole('table', { name: 'Nights delivered' });
  await expect(delivered.getByRole('columnheader')).toHaveCount(13);
  await expect(delivered.getByRole('rowheader', { name: 'Agri Distribution Demo · FR' })).toBeVisible();
  await expect(delivered.getByRole('cell', { name: /^\d+(\.\d)? %$/ }).first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // Two seasons of demo data: last autumn's and this one's.
  await page.getByText('By season').click();
  await expect(page).toHaveURL(/by=season/);
  await expect(delivered.getByRole('columnheader')).toHaveCount(3);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto('/stats/maintenance');
  const perType = page.getByRole('table', { name: 'Issues per 100 sensors' });
  await expect(perType.getByRole('rowheader', { name: 'All' })).toBeVisible();
  await page.goto('/stats/usage');
  await expect(
    page.getByRole('table', { name: 'Active users' }).getByRole('rowheader', { name: 'Distributor' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Coverage gaps' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: /Excel/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^stats-usage-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
