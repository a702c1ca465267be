import { expect, test } from '@playwright/test';
import type { SensorListItem } from '@console/domain/sensor/sensor-list.schema';
import { blockingViolations } from './axe';
import { E2E_WEENAT_KEY } from '../partner-networks';
import { api, login, signInApi } from './fixtures';

/** The farm's trap the demo links to a station, by the station's id. */
const trapLinkedTo = async (token: string, stationId: string) => {
  const { items } = await api<{ items: SensorListItem[] }>(token, '/sensors?start=0');
  const trap = items.find((sensor) => sensor.weather.stationId === stationId);
  if (!trap?.parcelId) throw new Error(`no placed trap linked to ${stationId}`);
  return { sensorId: trap.id, parcelId: trap.parcelId };
};

test('a farmer reads the weather of the partner station by the parcel, and is told when it falls silent', async ({
  page,
}) => {
  const token = await signInApi('farmer@demo.test');
  const reporting = await trapLinkedTo(token, 'RC-DEMO-11');
  const silent = await trapLinkedTo(token, 'RC-DEMO-12');
  // The demo farmer reads the console in French.
  await login(page, 'farmer@demo.test');

  await page.goto(`/parcels/${reporting.parcelId}`);
  await expect(page.getByText('Station Sencrop Coteau nord', { exact: true })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.goto(`/parcels/${reporting.parcelId}/histo/weather`);
  await expect(
    page.getByText(/Les nuits couvertes par la station Sencrop Coteau nord utilisent sa météo/),
  ).toBeVisible();
  await page.goto(`/sensors/${reporting.sensorId}`);
  await expect(page.getByText(/Dernière heure reçue de Sencrop :/)).toBeVisible();

  await page.goto(`/parcels/${silent.parcelId}`);
  await expect(page.getByText(/La station Sencrop Bas-fond n’envoie plus rien depuis un moment/)).toBeVisible();
  await page.goto(`/sensors/${silent.sensorId}`);
  await expect(page.getByText(/La station Sencrop associée, Bas-fond, n’envoie plus de météo/)).toBeVisible();
});

test('staff connect Weenat, sync it now and see its stations, one of them failing', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/settings/syncs');
  await expect(page.getByRole('heading', { level: 1, name: 'Synchronisations' })).toBeVisible();
  const weenat = page.getByRole('region', { name: 'Weenat' });
  await expect(weenat.getByText('Not configured')).toBeVisible();

  await weenat.getByRole('button', { name: 'Set credentials' }).click();
  const form = page.getByRole('form', { name: 'Weenat credentials' });
  await form.getByRole('button', { name: 'Save the credentials' }).click();
  await expect(form.getByText(/required/i)).toBeVisible();
  await form.getByLabel('API key').fill(E2E_WEENAT_KEY);
  await form.getByLabel('Reason (kept in the history)').fill('Weenat partnership signed');
  expect(await blockingViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save the credentials' }).click();
  await expect(weenat.getByText('Saved on this page (never shown again)')).toBeVisible();
  await expect(weenat.getByRole('table', { name: 'Changes to Weenat' })).toContainText('Weenat partnership signed');
  await expect(page.getByText(E2E_WEENAT_KEY)).toHaveCount(0);

  await weenat.getByRole('button', { name: 'Test connection' }).click();
  await expect(weenat.getByText('Connected: the network shows 1 station.')).toBeVisible();

  await weenat.getByRole('button', { name: 'Sync now' }).click();
  // The demo links two Weenat stations; the local Weenat knows one of them.
  await expect(weenat.getByText('Sync finished')).toBeVisible({ timeout: 20_000 });
  await expect(weenat.getByText(/2 stations, \d+ hours stored, 1 error\./)).toBeVisible();
  await expect(weenat.getByText('Failing', { exact: true })).toBeVisible();

  const stations = page.getByRole('table', { name: 'Stations' });
  // The filter lives in the page's address: checked once the list has loaded under it.
  await page.getByLabel('Failing only').click();
  await expect(page.getByLabel('Failing only')).toBeChecked();
  await expect(stations.getByRole('row', { name: /Pech de Berre/ })).toContainText('does not list station WN-DEMO-22');
  await expect(stations.getByRole('row', { name: /Plaine du Lot/ })).toHaveCount(0);
  const runs = page.getByRole('table', { name: 'Runs of the last 30 days' });
  await expect(runs.getByRole('row', { name: /Weenat.*Staff/ })).toContainText('Station not shared with the console');
  expect(await blockingViolations(page)).toEqual([]);

  // Removing the credentials asks why, and leaves the network unconfigured.
  await weenat.getByRole('button', { name: 'Remove credentials' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the Weenat credentials?' });
  await dialog.getByLabel('Reason (kept in the history)').fill('End of the trial');
  await dialog.getByRole('button', { name: 'Remove credentials' }).click();
  await expect(weenat.getByText('Not configured')).toBeVisible();
});
