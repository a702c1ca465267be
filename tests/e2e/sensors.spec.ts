import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { login } from './fixtures';

// These journeys load lists, charts and a map from a freshly seeded database: give pages more time
// than the default 5 s per check and 30 s per test on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// The demo fleet (apps/server/src/demo/fleet.ts): 125 sensors for "Agri Distribution Demo" and its
// farms (FR, DE, ES, UK), 25 for "Outback Demo Station", a farm of "Agri Supply Australia" (SLG-AU-*).
// Other tests register sensors of their own (E2E-*, SIM-*), so counts look at the SLG- serials.
const sensorTable = (page: Page) => page.getByRole('table', { name: 'Sensors' });
const serialLinks = (page: Page) => sensorTable(page).getByRole('link', { name: /^SLG-/ });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Serial number' });

test('a provider sees its own fleet and none of another provider', async ({ page }) => {
  await login(page, 'provider@demo.test');
  await page.goto('/sensors?search=SLG-');
  await expect(page.getByRole('heading', { name: 'Sensors', level: 1 })).toBeVisible();
  await expect(page.getByText('Total: 125')).toBeVisible();
  await expect(serialLinks(page).first()).toBeVisible();
  await expect(sensorTable(page).getByRole('cell', { name: 'Outback Demo Station' })).toHaveCount(0);
  await expect(sensorTable(page).getByRole('cell', { name: 'Hof Demo' }).first()).toBeVisible();
  // No New sensor button: registering sensors is for the manufacturer's staff.
  await expect(page.getByRole('link', { name: 'New sensor' })).toHaveCount(0);

  await searchBox(page).fill('SLG-AU');
  await expect(page).toHaveURL(/search=SLG-AU/);
  await expect(page.getByText('No sensor matches these filters')).toBeVisible();
  await expect(page.getByText('Total: 0')).toBeVisible();

  // The Australian provider's sensors cannot be opened directly either.
  await login(page, 'staff@demo.test');
  await page.goto('/sensors?search=SLG-AU');
  await expect(page.getByText('Total: 25')).toBeVisible();
  await expect(serialLinks(page).first()).toHaveText(/^SLG-AU-/);
  await expect(sensorTable(page).getByRole('cell', { name: 'Outback Demo Station' }).first()).toBeVisible();
  const auSensor = await serialLinks(page).first().getAttribute('href');
  await login(page, 'provider@demo.test');
  await page.goto(auSensor ?? '/sensors');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('filters and sort live in the URL, survive a reload and go back with the browser', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/sensors');
  await expect(page.getByText(/^Total: \d+$/)).toBeVisible();

  await searchBox(page).fill('slg-de');
  await expect(page).toHaveURL(/search=slg-de/);
  await expect(page.getByText('Total: 25')).toBeVisible();
  for (const serial of await serialLinks(page).allTextContents()) expect(serial).toMatch(/^SLG-DE-/);

  // A controlled switch: it turns on once the filtered list has loaded.
  await page.getByRole('switch', { name: 'Faulty sensors only' }).click();
  await expect(page).toHaveURL(/faultyOnly=true/);
  await expect(page.getByText(/^Total: [0-9]$/)).toBeVisible();

  await expect(page.getByRole('switch', { name: 'Faulty sensors only' })).toBeChecked();
  await page.getByRole('switch', { name: 'Faulty sensors only' }).click();
  await expect(page).not.toHaveURL(/faultyOnly/);
  await sensorTable(page).getByRole('button', { name: 'Battery' }).click();
  await expect(page).toHaveURL(/sort=batteryVoltage/);
  // The header flips the order the list has loaded: clicking again before then would sort ascending once more.
  await expect(sensorTable(page).getByRole('columnheader', { name: 'Battery' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await sensorTable(page).getByRole('button', { name: 'Battery' }).click();
  await expect(page).toHaveURL(/sort=batteryVoltage&order=desc/);
  await expect(sensorTable(page).getByRole('columnheader', { name: 'Battery' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // The battery's cells, found by their column's header.
  const headers = await sensorTable(page).getByRole('columnheader').allTextContents();
  const batteryColumn = headers.findIndex((header) => header.startsWith('Battery')) + 1;
  const volts = async () =>
    (await sensorTable(page).locator(`tbody tr td:nth-child(${batteryColumn})`).allTextContents()).map((text) =>
      parseFloat(text),
    );
  await expect
    .poll(async () => {
      const values = await volts();
      return values.length > 3 && values.every((value, index) => index === 0 || value <= (values[index - 1] ?? 0));
    })
    .toBe(true);

  await page.reload();
  await expect(searchBox(page)).toHaveValue('slg-de');
  await expect(page.getByText('Total: 25')).toBeVisible();
  await expect(sensorTable(page).getByRole('columnheader', { name: 'Battery' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  await page.goBack();
  await expect(page).toHaveURL(/sort=batteryVoltage(?!&order)/);
  await expect(sensorTable(page).getByRole('columnheader', { name: 'Battery' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/sensors\?sort=batteryVoltage$/);
  await expect(page.getByText('Total: 25')).toBeHidden();
  await expect(searchBox(page)).toHaveValue('');
});

test('the list loads further pages while scrolling and shows cards on a phone', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/sensors?search=SLG-');
  await expect(sensorTable(page)).toHaveAttribute('aria-rowcount', '151');
  // Rows are only drawn around the viewport: far fewer than the 150 sensors.
  expect(await sensorTable(page).locator('tbody tr[aria-rowindex]').count()).toBeLessThan(60);
  // Sorted by serial number, the last sensor is the last UK one, on the third page of 50. Rows taller than the
  // estimate (wrapped names and tags) grow the page as they are drawn, so keep scrolling as a person would.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(sensorTable(page).getByRole('link', { name: 'SLG-UK-0125' })).toBeVisible({ timeout: 1_000 });
  }).toPass();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/sensors?search=SLG-ES');
  const cards = page.getByRole('list', { name: 'Sensors' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(cards.getByRole('link', { name: /^SLG-ES-/ }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sensors' })).toHaveCount(0);
});

test('the CSV export downloads the filtered and sorted list', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/sensors?search=SLG-ES&sort=batteryVoltage&order=desc');
  await expect(page.getByText('Total: 20')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sensors-.*\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(21);
  expect(csv).toContain('SLG-ES-');
  expect(csv).not.toContain('SLG-FR-');
});

test('staff register a sensor, see its secret once, and a taken serial is refused', async ({ page }) => {
  const serial = `E2E-NEW-${Date.now()}`;
  await login(page, 'staff@demo.test');
  await page.goto('/sensors');
  await page.getByRole('link', { name: 'New sensor' }).click();
  await expect(page.getByRole('heading', { name: 'New sensor', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Register the sensor' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await page.getByLabel('Serial number').fill(serial);
  await page.getByRole('combobox', { name: 'Owner account' }).click();
  await page.getByRole('option', { name: 'Ferme des Demo' }).click();
  await page.locator('label').getByText('Rental', { exact: true }).click();
  await page.getByRole('switch', { name: 'Has a weather station' }).check();
  await page.getByRole('combobox', { name: 'Tags' }).fill('e2e');
  await page.keyboard.press('Enter');
  await page.getByLabel('Comment').fill('Registered by the browser tests');
  await page.getByRole('button', { name: 'Register the sensor' }).click();

  const dialog = page.getByRole('dialog', { name: `Device secret of ${serial}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('it will not be shown again')).toBeVisible();
  await expect(dialog.getByText(/^[A-Za-z0-9_-]{40,}$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'I have copied it: open the sensor' }).click();
  await expect(page.getByRole('heading', { name: serial, level: 1 })).toBeVisible();
  await expect(page.getByText('Registered by the browser tests')).toBeVisible();

  await page.goto('/sensors/new');
  await page.getByLabel('Serial number').fill(serial);
  await page.getByRole('combobox', { name: 'Owner account' }).click();
  await page.getByRole('option', { name: 'Ferme des Demo' }).click();
  await page.getByRole('button', { name: 'Register the sensor' }).click();
  await expect(page.getByText('This serial number is already registered')).toBeVisible();
});

test('a provider cannot open the new sensor page', async ({ page }) => {
  await login(page, 'provider@demo.test');
  await page.goto('/sensors/new');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});

test('the information tab shows the sensor, its map offline, and lets staff replace the secret', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/sensors?search=SLG-FR-0011');
  await serialLinks(page).first().click();
  await expect(page.getByRole('heading', { name: 'SLG-FR-0011', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Information', selected: true })).toBeVisible();
  // The demo's low-battery sensor.
  await expect(page.getByText('11.1 V')).toBeVisible();
  // Tests run offline: the tiles fail, the map container and its marker are still drawn.
  const map = page.getByRole('region', { name: 'Position of sensor SLG-FR-0011' });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();

  await page.getByRole('button', { name: 'Change' }).click();
  await page.getByRole('combobox', { name: 'Weather source' }).click();
  await page.getByRole('option', { name: 'Sencrop station' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('Station serial number').fill('SC-4242');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('SC-4242')).toBeVisible();

  await page.getByRole('button', { name: 'Replace the device secret' }).click();
  const confirm = page.getByRole('dialog', { name: 'Replace the device secret?' });
  await confirm.getByRole('button', { name: 'Replace the device secret' }).click();
  const secret = page.getByRole('dialog', { name: 'Device secret of SLG-FR-0011' });
  await expect(secret.getByText(/^[A-Za-z0-9_-]{40,}$/)).toBeVisible();
  await secret.getByRole('button', { name: 'I have copied it' }).click();
  await expect(secret).toBeHidden();
});

/** A day button of the open date picker, e.g. "16 November 2026" (Mantine's day labels). */
const dayLabel = (date: Date) =>
  `${date.getDate()} ${date.toLocaleString('en-GB', { month: 'long' })} ${date.getFullYear()}`;

const twoDigits = (value: number) => String(value).padStart(2, '0');
/** A day as the URL writes it, e.g. "2026-11-16". */
const iso = (date: Date) => `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
/** A day as the console shows it in English, e.g. "16/11/2026". */
const shortDate = (date: Date) => `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;

test('the data tab draws its charts for a preset and for a custom range', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/sensors?search=SLG-FR-0012');
  await serialLinks(page).first().click();
  await page.getByRole('tab', { name: 'Data' }).click();
  await expect(page).toHaveURL(/\/data$/);

  const charts = page.locator('figure');
  await expect(charts.filter({ hasText: 'Slugs per capture' }).locator('svg.recharts-surface')).toBeVisible();
  await expect(charts.filter({ hasText: 'Battery per day' }).locator('.recharts-line-curve')).toBeVisible();

  // The month preset: the 30 days before today and today, shown on the picker's button once applied.
  const today = new Date();
  const monthStart = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 30);
  await page.locator('label').getByText('Month', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`from=${iso(monthStart)}&to=${iso(today)}`));
  await expect(page.getByRole('button', { name: `${shortDate(monthStart)} – ${shortDate(today)}` })).toBeVisible();
  await expect(charts.filter({ hasText: 'Slugs per day' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
  expect(await page.locator('svg.recharts-surface').count()).toBeGreaterThanOrEqual(5);

  // A custom range: the picker opens on the month where the current range starts; two clicks choose the new one.
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 12);
  const to = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 9);
  await page.locator('label').getByText('Custom', { exact: true }).click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('button', { name: dayLabel(monthStart), exact: true })).toBeVisible();
  let shownMonth = monthStart.getMonth();
  for (const day of [from, to]) {
    if (day.getMonth() !== shownMonth) {
      await picker.locator('button[data-direction="next"]').click();
      shownMonth = day.getMonth();
    }
    await picker.getByRole('button', { name: dayLabel(day), exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`from=${iso(from)}&to=${iso(to)}`));
  await expect(charts.filter({ hasText: 'Slugs per day' }).locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByText('Custom', { exact: true })).toBeVisible();

  // The range survives a reload, and an empty range says so.
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`from=${iso(from)}`));
  await page.goto(`${new URL(page.url()).pathname}?from=2020-01-01&to=2020-01-05`);
  await expect(page.getByText('No capture in this period')).toBeVisible();
});

test("the tickets tab lists the sensor's requests and offers to report a problem", async ({ page }) => {
  await login(page, 'farmer@demo.test');
  // Searched for, the sensor is in the first rows: other journeys add sensors that sort before it.
  await page.goto('/sensors?search=SLG-FR');
  await page.getByRole('table', { name: 'Capteurs' }).getByRole('link', { name: /^SLG-/ }).first().click();
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page.getByText('Les demandes d’assistance sur ce capteur.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Signaler un problème' })).toHaveAttribute(
    'href',
    /^\/support\/tickets\/new\?category=sensor-fault&sensorId=/,
  );
});
