import { expect as baseExpect, test } from '@playwright/test';
import { api, login, reading, registerSensor, sendReadings, signInApi as signIn } from './fixtures';

// These journeys load lists, charts and a map from a freshly seeded database: give pages more time
// than the default 5 s per check and 30 s per test on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test('a lid opening reported by a sensor appears in /issues with its timeline', async ({ page }) => {
  const staff = await signIn('staff@demo.test');
  const farmer = await signIn('farmer@demo.test');
  const { accountId } = await api<{ accountId: string }>(farmer, '/profile');
  const sensor = await registerSensor(staff, accountId, `SIM-LID-E2E-${Date.now()}`, { usage: 'renting' });
  const { serialNumber } = sensor;
  // The lid switch wakes the device into maintenance: the ouverture_couvercle rule opens an issue...
  await sendReadings(serialNumber, sensor.deviceSecret, [
    reading(20),
    reading(10, { deviceState: 'maintenance', slugCount: 5 }),
  ]);
  // ...and the next ordinary capture closes it.
  await sendReadings(serialNumber, sensor.deviceSecret, [reading(5, { batteryVoltage: 12.3 })]);

  await login(page, 'staff@demo.test');
  await page.goto('/issues');
  await expect(page.getByRole('heading', { name: 'Issues', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Types' }).click();
  await page.getByRole('option', { name: 'Lid opened' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/types=ouverture_couvercle/);

  const table = page.getByRole('table', { name: 'Issues' });
  const row = table.getByRole('row').filter({ hasText: serialNumber });
  await expect(row).toBeVisible();
  await expect(row.getByText('High')).toBeVisible();
  await expect(row.getByText('Technical')).toBeVisible();

  await row.getByRole('link', { name: 'Lid opened' }).click();
  await expect(page.getByRole('heading', { name: 'Lid opened', level: 1 })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText(/that raised it/)).toBeVisible();
  await expect(timeline.getByText(/that cleared it/)).toBeVisible();
  await expect(timeline.getByText('Maintenance')).toBeVisible();
  await expect(timeline.getByText('12.3 V')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Ferme des Demo')).toBeVisible();
  await expect(summary.getByText('No parcel')).toBeVisible();

  // The same issue under its sensor, and the sensor's issue tab.
  await summary.getByRole('link', { name: serialNumber }).click();
  await expect(page.getByRole('heading', { name: serialNumber, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Issues' }).click();
  await page.locator('label').getByText('Closed', { exact: true }).click();
  await expect(page).toHaveURL(/status=closed/);
  await page.getByRole('table', { name: 'Issues' }).getByRole('link', { name: 'Lid opened' }).click();
  await expect(page).toHaveURL(new RegExp(`/sensors/${sensor.id}/issues/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: 'Lid opened' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Issues', selected: true })).toBeVisible();
});

test('issue filters stay in the URL, including the opening-day range', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/issues');
  await page.locator('label').getByText('Open', { exact: true }).click();
  await expect(page).toHaveURL(/status=open/);
  await page.getByRole('combobox', { name: 'Levels' }).click();
  await page.getByRole('option', { name: 'Blocking' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/levels=blocking/);
  const table = page.getByRole('table', { name: 'Issues' });
  // The rows of the previous filter stay (dimmed) until the new page arrives.
  await expect
    .poll(async () => [...new Set(await table.locator('tbody tr td:nth-child(2)').allTextContents())])
    .toEqual(['Blocking']);

  await table.getByRole('button', { name: 'Sensor' }).click();
  await expect(page).toHaveURL(/sort=serialNumber&order=asc/);
  // The URL changes before the list re-renders in its new order; a user clears what they see.
  await expect(table.getByRole('columnheader', { name: 'Sensor' })).toHaveAttribute('aria-sort', 'ascending');

  // Sorted first: shortly after midnight no issue has opened yet today, and an empty list has no headers.
  await page.locator('label').getByText('Today', { exact: true }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Today' })).toBeChecked();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/issues\?sort=serialNumber&order=asc$/);
});

test('a farmer has no /issues page but sees the issues of its sensors', async ({ page }) => {
  await login(page, 'farmer@demo.test');
  await page.goto('/issues');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await page.goto('/sensors?faultyOnly=true');
  await page.getByRole('table', { name: 'Capteurs' }).getByRole('link', { name: /^SLG-/ }).first().click();
  await page.getByRole('tab', { name: 'Anomalies' }).click();
  await expect(page.getByRole('table', { name: 'Anomalies' }).getByRole('row').nth(1)).toBeVisible();
});
