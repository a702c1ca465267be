import { expect, test } from '@playwright/test';
import type { SensorListItem } from '@console/domain/sensor/sensor-list.schema';
import { blockingViolations } from './axe';
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
  await expect(page.getByText(/Les nuits couvertes par la station Sencrop Coteau nord utilisent sa météo/)).toBeVisible();
  await page.goto(`/sensors/${reporting.sensorId}`);
  await expect(page.getByText(/Dernière heure reçue de Sencrop :/)).toBeVisible();

  await page.goto(`/parcels/${silent.parcelId}`);
  await expect(page.getByText(/La station Sencrop Bas-fond n’envoie plus rien depuis un moment/)).toBeVisible();
  await page.goto(`/sensors/${silent.sensorId}`);
  await expect(page.getByText(/La station Sencrop associée, Bas-fond, n’envoie plus de météo/)).toBeVisible();
});
