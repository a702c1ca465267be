import { expect, test } from '@playwright/test';
import type { SensorNightImage } from '@console/domain/sensor/capture-image.schema';
import type { SensorListItem } from '@console/domain/sensor/sensor-list.schema';
import { blockingViolations } from './axe';
import { api, login, signInApi } from './fixtures';

const day = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The demo trap whose photo of one night never came (decision 178), with its parcel, that night and the night after
 * it: a night without a photo between two with one, whatever the hour the demo was seeded.
 */
const trapMissingAPhoto = async (token: string) => {
  const now = new Date();
  const from = day(new Date(now.getTime() - 7 * 86_400_000));
  const { items } = await api<{ items: SensorListItem[] }>(token, '/sensors?start=0');
  for (const sensor of items.filter((item) => item.parcelId)) {
    const nights = await api<SensorNightImage[]>(token, `/sensors/${sensor.id}/nights?from=${from}&to=${day(now)}`);
    // Newest first: the night after is the one before in the list.
    const index = nights.findIndex(
      (night, i) => night.missing === 'not-received' && nights[i - 1]?.image && nights[i + 1]?.image,
    );
    const [after, missing] = [nights[index - 1], nights[index]];
    if (index > 0 && after && missing) {
      return { sensorId: sensor.id, parcelId: sensor.parcelId ?? '', missing: missing.night, after: after.night };
    }
  }
  throw new Error('no demo trap misses a photo');
};

const shown = (night: string) => night.split('-').reverse().join('/');

test('a provider opens a night’s photo with its boxes and compares it with the night before', async ({ page }) => {
  // Found among the farm's traps: the provider's first page holds other farms' too.
  const trap = await trapMissingAPhoto(await signInApi('farmer@demo.test'));
  await login(page, 'provider@demo.test');
  await page.goto(`/sensors/${trap.sensorId}/data`);
  const photos = page.getByRole('region', { name: 'Photos of the nights' });
  await expect(
    photos.getByRole('button', { name: new RegExp(`^No image received ${shown(trap.missing)}`) }),
  ).toBeVisible();
  await expect(photos.locator('img').first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // The night after the one without a photo, so the comparison shows that placeholder beside it.
  const { after } = trap;
  await photos.getByRole('button', { name: new RegExp(`^${shown(after)} `) }).click();
  const viewer = page.getByRole('dialog', { name: 'Night photo' });
  await expect(viewer.getByRole('heading', { name: `Night of ${shown(after)}` })).toBeVisible();
  await expect(viewer.getByRole('img', { name: `The trap's board on the night of ${shown(after)}` })).toBeVisible();
  const boxes = viewer.locator('svg rect');
  await expect(boxes.first()).toBeVisible();
  await viewer.getByRole('switch', { name: "Show the model's boxes" }).uncheck();
  await expect(boxes).toHaveCount(0);

  await viewer.getByRole('button', { name: 'Compare with the previous night' }).click();
  await expect(viewer.getByRole('heading', { name: `Night of ${shown(trap.missing)}` })).toBeVisible();
  await expect(viewer.getByText('No image received')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(viewer.getByRole('heading', { name: `Night of ${shown(trap.missing)}` })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('a farmer sees the last night’s photo by the parcel’s counts and opens the trap’s photos from it', async ({
  page,
}) => {
  const trap = await trapMissingAPhoto(await signInApi('farmer@demo.test'));
  // The demo farmer reads the console in French.
  await login(page, 'farmer@demo.test');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/parcels/${trap.parcelId}`);
  const photo = page.getByRole('link', { name: /^Nuit du .* cette nuit$/ });
  await expect(photo).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await photo.click();
  await expect(page).toHaveURL(new RegExp(`/sensors/${trap.sensorId}/data`));
  const photos = page.getByRole('region', { name: 'Photos des nuits' });
  await expect(
    photos.getByRole('button', { name: new RegExp(`^Aucune image reçue ${shown(trap.missing)}`) }),
  ).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
