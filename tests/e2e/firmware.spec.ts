import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { blockingViolations } from './axe';
import {
  api,
  baseUrl,
  login,
  reading,
  registerSensor,
  type RegisteredSensor,
  sendReadings,
  signInApi,
} from './fixtures';

/** An SWUpdate image as its updater reads it: a cpio archive in the new ASCII format. */
const IMAGE = Buffer.from(`070701${'0'.repeat(104)}sw-description\0rootfs of the journey`);
const VERSION = `9.${Date.now() % 100_000}.0`;

test('staff upload a firmware version, read its digest and withdraw it with a reason', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/settings/firmware');
  await expect(page.getByRole('heading', { level: 1, name: 'Firmware' })).toBeVisible();
  await expect(page.getByLabel('Public key (PEM)')).toContainText('BEGIN PUBLIC KEY');
  await page.getByRole('link', { name: 'Upload a version' }).click();

  const form = page.getByRole('form', { name: 'Upload a firmware version' });
  const file = page.locator('input[type="file"]');
  // An image that is not an SWUpdate one is refused before anything is sent, as the API would.
  await file.setInputFiles({
    name: 'firmware.swu',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('%PDF-1.7'),
  });
  await form.getByRole('textbox', { name: 'Version', exact: true }).fill('v9');
  await page.getByRole('button', { name: 'Upload the version' }).click();
  await expect(form.getByText('This is not an SWUpdate image (.swu).')).toBeVisible();
  await expect(form.getByText('Write a semantic version, e.g. 2.4.0.')).toBeVisible();

  await file.setInputFiles({ name: `limacapt-${VERSION}.swu`, mimeType: 'application/octet-stream', buffer: IMAGE });
  await form.getByRole('textbox', { name: 'Version', exact: true }).fill(VERSION);
  await form.getByRole('textbox', { name: 'Updates from version' }).fill('2.0.0');
  const revisions = form.getByRole('combobox', { name: 'Board revisions' });
  await revisions.fill('B');
  await revisions.press('Enter');
  await revisions.fill('C');
  await revisions.press('Enter');
  for (const [language, notes] of [
    ['Français', 'Capture plus fiable par temps froid'],
    ['English', 'More reliable capture in the cold'],
    ['Deutsch', 'Zuverlässigere Aufnahme bei Kälte'],
    ['Español', 'Captura más fiable con frío'],
  ] as const) {
    await form.getByRole('textbox', { name: `Release notes in ${language}` }).fill(notes);
  }
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Upload the version' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Firmware' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`^${VERSION.replaceAll('.', '\\.')} `) });
  await expect(row).toContainText('Available');
  await expect(row).toContainText('More reliable capture in the cold');
  await expect(row).toContainText('Boards B, C');
  await expect(row).toContainText('From version 2.0.0');
  const sha256 = createHash('sha256').update(IMAGE).digest('hex');
  await expect(row.getByLabel(`SHA-256 ${sha256}`)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Withdraw version ${VERSION}` }).click();
  const dialog = page.getByRole('dialog', { name: `Withdraw version ${VERSION}?` });
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog.getByText('Say why the version is withdrawn.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Why is it withdrawn?' }).fill('Capture fails on board B in frost');
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Withdrawn');
  await expect(row).toContainText('Capture fails on board B in frost');
  await expect(row.getByRole('button', { name: `Withdraw version ${VERSION}` })).toHaveCount(0);
});

/** A version of the journey's image uploaded through the API, for journeys about campaigns. */
const uploadVersion = async (version: string) => {
  const form = new FormData();
  form.append(
    'metadata',
    JSON.stringify({
      version,
      notes: { fr: 'Correctif', en: 'Fix', de: 'Korrektur', es: 'Corrección' },
      hardwareRevisions: ['B', 'C'],
      minFromVersion: null,
    }),
  );
  form.append('image', new Blob([IMAGE]), 'image.swu');
  const uploaded = await fetch(`${baseUrl()}/back/firmware`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await signInApi('staff@demo.test')}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  return version;
};

test('staff plan a campaign for the Australian traps, count them, start it and abort it', async ({ page }) => {
  const version = await uploadVersion(`8.${Date.now() % 100_000}.0`);

  await login(page, 'staff@demo.test');
  await page.goto('/settings/firmware');
  await page.getByRole('link', { name: 'New campaign' }).click();
  const campaign = page.getByRole('form', { name: 'New firmware campaign' });
  await campaign.getByRole('textbox', { name: 'Name' }).fill(`Australian traps to ${version}`);
  await campaign.getByRole('combobox', { name: 'Version to install' }).click();
  await page.getByRole('option', { name: version, exact: true }).click();
  await campaign.getByRole('combobox', { name: 'Countries' }).click();
  await page.getByRole('option', { name: 'Australia' }).click();
  await page.keyboard.press('Escape');
  await campaign.getByRole('button', { name: 'Count the sensors' }).click();
  const preview = campaign.getByRole('status');
  await expect(preview).toContainText(/\d+ sensors targeted, \d+ to update/);
  const eligible = Number(/(\d+) to update/.exec((await preview.textContent()) ?? '')?.[1]);
  expect(eligible).toBeGreaterThan(0);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create the campaign' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Australian traps to ${version}` })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  const start = page.getByRole('dialog', { name: `Start “Australian traps to ${version}”?` });
  await start.getByRole('textbox', { name: 'Reason (kept in the history)' }).fill('Autumn sowing is over');
  await start.getByRole('button', { name: 'Start' }).click();
  await expect(start).toHaveCount(0);
  await expect(page.getByText('Running', { exact: true })).toBeVisible();
  const sensors = page.getByRole('table', { name: 'Sensors by state' });
  await expect(sensors.getByRole('row', { name: /^Queued/ })).toContainText(String(eligible));
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Abort' }).click();
  const abort = page.getByRole('dialog', { name: `Abort “Australian traps to ${version}”?` });
  await abort.getByRole('button', { name: 'Abort' }).click();
  await expect(abort).toHaveCount(0);
  await expect(page.getByText('Aborted', { exact: true }).first()).toBeVisible();
  await expect(sensors.getByRole('row', { name: /^Cancelled/ })).toContainText(String(eligible));
  await expect(page.getByRole('table', { name: 'History' })).toContainText('Autumn sowing is over');
});

/** A simulated trap's call of the device API, with its own credentials. */
const asDevice = async (trap: RegisteredSensor, path: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Basic ${Buffer.from(`${trap.serialNumber}:${trap.deviceSecret}`).toString('base64')}`);
  return fetch(`${baseUrl()}/back/device-api/firmware${path}`, { ...init, headers });
};
const reportStep = async (trap: RegisteredSensor, step: Record<string, string>) => {
  const response = await asDevice(trap, '/status', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(step),
  });
  expect(response.status, await response.clone().text()).toBe(200);
};

test("staff roll a version out to a provider's traps and watch two of them update, one healthy, one failed", async ({
  page,
}) => {
  const version = await uploadVersion(`7.${Date.now() % 100_000}.0`);
  const staff = await signInApi('staff@demo.test');
  const accounts = await api<{ id: string; name: string }[]>(staff, '/accounts/options');
  const provider = accounts.find((account) => account.name === 'Agri Supply Australia');
  const run = Date.now() % 100_000;
  const [works, fails] = await Promise.all(
    ['OK', 'KO'].map((kind) => registerSensor(staff, provider?.id, `E2E-FW-${kind}-${run}`)),
  );
  if (!works || !fails) throw new Error('the journey needs its two traps');
  // The traps capture, then ask for work: the console learns their board and version.
  for (const trap of [works, fails]) {
    await sendReadings(trap.serialNumber, trap.deviceSecret, [reading(2)]);
    const asked = await asDevice(trap, '?version=2.3.1&board=B');
    expect(await asked.json()).toEqual({ update: null });
  }

  await login(page, 'staff@demo.test');
  await page.goto('/settings/firmware/campaigns/new');
  const form = page.getByRole('form', { name: 'New firmware campaign' });
  await form.getByRole('textbox', { name: 'Name' }).fill(`Agri Supply Australia to ${version}`);
  await form.getByRole('combobox', { name: 'Version to install' }).click();
  await page.getByRole('option', { name: version, exact: true }).click();
  await form.getByRole('combobox', { name: 'Providers' }).click();
  await page.getByRole('option', { name: 'Agri Supply Australia' }).click();
  await page.keyboard.press('Escape');
  // One stage, at any hour: the journey runs whatever the time in Australia.
  const stages = form.getByRole('combobox', { name: 'Stages' });
  for (let tag = 0; tag < 4; tag++) await stages.press('Backspace');
  await stages.fill('100');
  await stages.press('Enter');
  await form.getByRole('switch', { name: 'Own update hours' }).check();
  await form.getByRole('button', { name: 'Count the sensors' }).click();
  await expect(form.getByRole('status')).toContainText(/\d+ sensors targeted/);
  await page.getByRole('button', { name: 'Create the campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Agri Supply Australia to ${version}` })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  const start = page.getByRole('dialog', { name: /^Start/ });
  await start.getByRole('button', { name: 'Start' }).click();
  await expect(start).toHaveCount(0);

  // The simulated traps take the update: one installs it and captures again, the other reports a failure. Each
  // uploads a capture first, its clock a minute ahead as a device's may be: should Sydney's evening begin while the
  // journey runs, that capture is the night's, and neither trap waits for its capture night.
  for (const trap of [works, fails]) {
    await sendReadings(trap.serialNumber, trap.deviceSecret, [reading(-1)]);
    const offer = (await (await asDevice(trap, '?version=2.3.1&board=B')).json()) as { update: { url: string } };
    expect(offer.update).toMatchObject({ version, url: '/back/device-api/firmware/image' });
    await reportStep(trap, { state: 'downloading' });
  }
  const image = await asDevice(works, '/image', { headers: { range: 'bytes=0-' } });
  expect(Buffer.from(await image.arrayBuffer()).equals(IMAGE)).toBe(true);
  await reportStep(works, { state: 'installing' });
  await reportStep(works, { state: 'installed', version });
  await sendReadings(works.serialNumber, works.deviceSecret, [reading(0)]);
  await reportStep(fails, { state: 'failed', reason: 'Signature check failed' });

  await page.reload();
  const list = page.getByRole('table', { name: 'Sensors', exact: true });
  await page.getByRole('textbox', { name: 'Serial number' }).fill('E2E-FW-');
  await page.getByRole('textbox', { name: 'Serial number' }).press('Enter');
  await expect(list.getByRole('row', { name: new RegExp(works.serialNumber) })).toContainText('Healthy');
  const failed = list.getByRole('row', { name: new RegExp(fails.serialNumber) });
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText('The device reported: Signature check failed');
  await expect(
    page.getByRole('table', { name: 'Sensors by state' }).getByRole('row', { name: /^Healthy/ }),
  ).toContainText('1');
  expect(await blockingViolations(page)).toEqual([]);

  // A failure offers a rollback: a draft taking the updated trap back to the newest earlier version.
  const campaignId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await page.getByRole('link', { name: 'Propose a rollback' }).click();
  const rollback = page.getByRole('form', { name: 'New firmware campaign' });
  await expect(rollback.getByRole('textbox', { name: 'Name' })).toHaveValue(
    `Agri Supply Australia to ${version} → 2.4.0`,
  );
  await expect(rollback.getByRole('combobox', { name: 'Version to install' })).toHaveValue('2.4.0');
  await expect(rollback).toContainText(works.serialNumber);

  // The campaign leaves the provider's traps to the other journeys.
  await api(staff, `/firmware/campaigns/${campaignId}/abort`, { reason: 'End of the journey' });
});
