import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import type { Crop } from '@console/domain/crop/crop.schema';
import type { ParcelListItem } from '@console/domain/parcel/parcel-list.schema';
import { blockingViolations } from './axe';
import { api, login, reading, registerSensor, sendReadings, signInApi } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// Demo parcels (apps/server/src/demo/parcels.ts). Counts come from sensors with random ids, so only the cases
// the risk model settles without them are asserted: a crop past its sensitive stage, half-answered questions,
// no sensor. The demo farmer works in French.
const openParcel = async (page: Page, label: string) => {
  await page.goto(`/parcels/list?search=${encodeURIComponent(label)}`);
  await page.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
};

type MapTiles = { plain: string; hybrid: string; labels: string };

/** The tile templates the test server gives the web app: its MAP_TILES_* settings, their defaults here. */
const mapTilesOf = async (page: Page): Promise<MapTiles> =>
  ((await (await page.request.get('/back/environment')).json()) as { mapTiles: MapTiles }).mapTiles;

/** Matches the addresses Leaflet makes from a tile template: {z}, {x} and {y} numbers, {s} a subdomain, {r} retina. */
const templatePattern = (template: string) =>
  new RegExp(
    `^${template
      .replace(/[.*+?^$()|[\]{}\\]/g, '\\$&')
      .replace(/\\\{[zxy]\\\}/g, '\\d+')
      .replace(/\\\{s\\\}/g, '[\\w-]+')
      .replace(/\\\{r\\\}/g, '(?:@2x)?')}$`,
  );

/**
 * Which of the configured tile layers a map's tiles come from, by name, once each. Offline the tiles fail, but
 * Leaflet keeps their images and addresses.
 */
const tileLayersOf = async (map: Locator, tiles: MapTiles) => {
  const sources = await map
    .locator('img.leaflet-tile')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  const names = Object.keys(tiles) as (keyof MapTiles)[];
  const layers = sources.map((source) => names.find((name) => templatePattern(tiles[name]).test(source)) ?? source);
  return [...new Set(layers)].sort();
};

/**
 * The farmer records Le Clos Neuf's rapeseed at six leaves, sown three months ago: the demo's own crop has them only
 * from late autumn to harvest.
 */
const recordSixLeaves = async () => {
  const farmer = await signInApi('farmer@demo.test');
  const { items } = await api<{ items: ParcelListItem[] }>(
    farmer,
    `/parcels?search=${encodeURIComponent('Le Clos Neuf')}`,
  );
  const parcel = items.find((item) => item.label === 'Le Clos Neuf');
  if (!parcel?.currentCrop) throw new Error('the demo has no rapeseed on Le Clos Neuf');
  const crop = await api<Crop>(farmer, `/parcels/${parcel.id}/crops/${parcel.currentCrop.id}`);
  const sownOn = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
  const { id, parcelId, ...fields } = crop;
  await api(farmer, `/parcels/${parcelId}/crops/${id}`, {
    ...fields,
    year: Number(sownOn.slice(0, 4)),
    stage: 'f6',
    actualSeedingDate: sownOn,
  });
};

test('the synthesis shows the risk with its reasons, the counts, the crop, the sensor and the weather', async ({
  page,
}) => {
  await recordSixLeaves();
  await login(page, 'farmer@demo.test');
  await openParcel(page, 'Le Clos Neuf');
  await expect(page).toHaveURL(/\/parcels\/[0-9a-f-]{36}$/);

  const risk = page.getByRole('region', { name: 'Risque limaces' });
  await expect(risk.getByText('Faible', { exact: true })).toBeVisible();
  await expect(risk.getByText('La culture a dépassé le stade auquel les limaces la menacent.')).toBeVisible();
  const crop = page.getByRole('region', { name: 'Culture de la campagne' });
  await expect(crop.getByText('6 feuilles')).toBeVisible();
  const counts = page.getByRole('region', { name: 'Comptages de limaces' });
  await expect(counts.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(counts.getByText(/Dernière capture : \d+ limaces/)).toBeVisible();
  const sensor = page.getByRole('region', { name: 'Capteur' });
  await expect(sensor.getByRole('link', { name: /^SLG-FR-/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Météo des dernières 24 heures' }).getByText('Température'),
  ).toBeVisible();

  await openParcel(page, 'La Noue');
  await expect(
    page
      .getByRole('region', { name: 'Risque limaces' })
      .getByText('Certaines questions de risque restent sans réponse.'),
  ).toBeVisible();

  await openParcel(page, 'Le Pré Vert');
  await expect(
    page.getByRole('region', { name: 'Capteur' }).getByText('Aucun capteur sur cette parcelle.'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Risque limaces' }).getByText('Non mesuré', { exact: true }),
  ).toBeVisible();
});

test('another farm’s parcel is not found', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await openParcel(page, 'Red Paddock');
  const url = page.url();
  await login(page, 'farmer@demo.test');
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});

test('the map shows the filtered parcels, opens one from its marker, and works without map tiles', async ({ page }) => {
  await login(page, 'farmer@demo.test');
  await page.goto('/parcels/list?missingInfoOnly=true');
  // The segmented control's radios are visually hidden behind their labels, as Mantine draws them.
  await page.getByRole('main').getByText('Carte', { exact: true }).click();
  await expect(page).toHaveURL(/\/parcels\/map\?missingInfoOnly=true/);
  await expect(page.getByText('Parcelles sur la carte : 2')).toBeVisible();
  // The legend names every marker colour.
  const legend = page.getByRole('list', { name: 'Risque limaces' });
  await expect(legend.getByRole('listitem')).toHaveText([
    'Élevé',
    'Moyen',
    'Faible',
    'Réponses manquantes',
    'Non mesuré',
  ]);
  // The list's filter panel, with the list's filters: narrowing it narrows the map and stays in the URL.
  await expect(page.getByRole('switch', { name: 'Informations manquantes uniquement' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Capteur', exact: true }).click();
  await page.getByRole('option', { name: 'Sans capteur' }).click();
  await expect(page).toHaveURL(/\/parcels\/map\?.*withSensor=false/);
  await expect(page.getByText('Parcelles sur la carte : 1')).toBeVisible();
  // No network here: the tiles fail and the map says so, but keeps its markers.
  await expect(page.getByText('Fond de carte indisponible : les parcelles s’affichent sans lui.')).toBeVisible();
  const map = page.getByRole('region', { name: 'Carte des parcelles' });
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  // Spec point 9: satellite imagery with its labels first, and no zoom or fullscreen buttons.
  await expect(map.locator('.leaflet-control-zoom')).toHaveCount(0);
  await expect(map.locator('[class*="fullscreen"]')).toHaveCount(0);
  const tiles = await mapTilesOf(page);
  await expect.poll(() => tileLayersOf(map, tiles)).toEqual(['hybrid', 'labels']);

  await openParcel(page, 'Les Sablons');
  const parcelUrl = new URL(page.url());
  await page.goto(parcelUrl.pathname.replace('/parcels/', '/parcels/map/'));
  const popup = page.locator('.leaflet-popup');
  await expect(popup.getByText('Les Sablons')).toBeVisible();
  await popup.getByRole('link', { name: 'Ouvrir la parcelle' }).click();
  await expect(page).toHaveURL(parcelUrl.pathname);
  await expect(page.getByRole('heading', { name: 'Les Sablons', level: 1 })).toBeVisible();
});

test('a parcel’s information shows its position on satellite imagery with labels, without zoom or fullscreen buttons', async ({
  page,
}) => {
  await login(page, 'farmer@demo.test');
  await openParcel(page, 'Le Pré Vert');
  await page.getByRole('tab', { name: 'Informations' }).click();
  const map = page.getByRole('region', { name: 'Position de Le Pré Vert' });
  await expect(map.locator('.leaflet-marker-icon')).toBeVisible();
  // Spec point 9, on the small maps too.
  await expect(map.locator('.leaflet-control-zoom')).toHaveCount(0);
  await expect(map.locator('[class*="fullscreen"]')).toHaveCount(0);
  const tiles = await mapTilesOf(page);
  await expect.poll(() => tileLayersOf(map, tiles)).toEqual(['hybrid', 'labels']);
});

test('a farmer compares a parcel’s seasons: counts, risk and weather week by week', async ({ page }) => {
  await login(page, 'farmer@demo.test');
  await page.goto('/parcels/list?search=Les%20Sablons');
  await page.getByRole('link', { name: 'Les Sablons', exact: true }).click();
  await page.getByRole('link', { name: 'Historique des campagnes' }).click();
  await expect(page).toHaveURL(/\/histo\/count/);
  await expect(page.getByRole('heading', { level: 1, name: 'Historique de la parcelle' })).toBeVisible();
  await expect(page.getByText('Limaces par nuit, semaine par semaine')).toBeVisible();
  await expect(page.locator('.recharts-line').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Risque' }).click();
  await expect(page.getByText('Semaines par niveau de risque')).toBeVisible();
  // France's thresholds changed a fortnight ago (the demo's trap plates): the weeks before say so.
  await expect(
    page
      .getByRole('note')
      .getByText(/^\d+ semaines évaluées sous les seuils en vigueur avant le \d{2}\/\d{2}\/\d{4}\.$/),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Météo' }).click();
  // This parcel's sensor has no weather station: the tab says so instead of drawing empty charts.
  await expect(
    page.getByText('Le capteur de la parcelle n’a relevé aucune donnée météo sur ces saisons.'),
  ).toBeVisible();
});

// A new sensor of the Australian farm, which no walkthrough counts: its parcel starts without any night of captures.
test('the synthesis shows the risk rise once a sensor’s counts arrive', async ({ page }) => {
  const staff = await signInApi('staff@demo.test');
  const accounts = await api<{ id: string; name: string }[]>(staff, '/accounts/options');
  const accountId = accounts.find((account) => account.name === 'Outback Demo Station')?.id;
  const sensor = await registerSensor(staff, accountId, `E2E-RISK-${Date.now()}`, { hasWeatherSensor: false });
  // A sold sensor goes onto a parcel under its farm's subscription: the demo's current one takes it.
  const [subscription] = (
    await api<{ items: { id: string }[] }>(staff, `/subscriptions?account_id=${accountId}&status=active`)
  ).items;
  if (!subscription) throw new Error('the Australian demo farm has no active subscription');
  await api(staff, `/subscriptions/${subscription.id}/sensors`, { action: 'add', sensorIds: [sensor.id] });
  const year = new Date().getFullYear();
  const parcel = await api<{ id: string }>(staff, '/parcels', {
    label: 'Counts Paddock',
    soilType: 'limoneux',
    address: { postalCode: '5253', city: 'Murray Bridge', country: 'AU' },
    gpsLocation: { lat: -35.1, long: 139.3 },
    accountId,
    crop: {
      year,
      currentCrop: 'colza',
      stage: 'leve',
      noTolerance: false,
      estimatedSeedingDate: `${year}-04-20`,
      actualSeedingDate: `${year}-04-20`,
      plantCover: false,
    },
    sensorId: sensor.id,
  });

  await login(page, 'staff@demo.test');
  await page.goto(`/parcels/${parcel.id}`);
  const risk = page.getByRole('region', { name: 'Slug risk' });
  await expect(risk.getByText('Not measured', { exact: true })).toBeVisible();

  // Three complete nights with plenty of slugs, captured at 22:00 UTC.
  const minutesAgo = (daysAgo: number) => {
    const night = new Date();
    night.setUTCDate(night.getUTCDate() - daysAgo);
    night.setUTCHours(22, 0, 0, 0);
    return (Date.now() - night.getTime()) / 60_000;
  };
  await sendReadings(
    sensor.serialNumber,
    sensor.deviceSecret,
    [2, 3, 4].map((days) => reading(minutesAgo(days), { slugCount: 30 })),
  );
  await page.reload();
  await expect(risk.getByText('High', { exact: true })).toBeVisible();
  await expect(risk.getByText('High slug counts over the recent nights.')).toBeVisible();

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Delete the parcel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete the parcel' }).click();
  await expect(page).toHaveURL(/\/parcels\/list/);
});

// The e2e server reads its forecast from tests/forecast-provider.ts: four of its seven days favour slugs.
test('the weather forecast shows the week ahead and the days that favour slugs', async ({ page }) => {
  await login(page, 'farmer@demo.test');
  await page.goto('/parcels/list?search=Les%20Sablons');
  await page.getByRole('link', { name: 'Les Sablons', exact: true }).click();
  await page.getByRole('link', { name: 'Prévisions à 7 jours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prévisions météo' })).toBeVisible();
  await expect(page.getByText('Jours favorables aux limaces : 4 sur 7')).toBeVisible();
  await expect(page.getByText('Favorable aux limaces', { exact: true })).toHaveCount(4);
  await expect(page.getByText('Peu favorable aux limaces', { exact: true })).toHaveCount(3);
  // Hovering the hourly chart shows rain and temperature each in its own unit.
  await page.locator('.recharts-surface').last().hover();
  await expect(page.getByText('Pluie (mm)').last()).toBeVisible();
});

test('a sensor moves to another parcel, is replaced, then taken off, each parcel keeping who served it', async ({
  page,
}) => {
  const farmer = await signInApi('farmer@demo.test');
  const staff = await signInApi('staff@demo.test');
  const field = (label: string) => ({
    label,
    soilType: 'limoneux',
    address: { postalCode: '47300', city: 'Villeneuve-sur-Lot', country: 'FR' },
    gpsLocation: { lat: 44.4, long: 0.7 },
  });
  const from = await api<{ id: string; accountId: string }>(farmer, '/parcels', field('E2E Départ'));
  await api(farmer, '/parcels', field('E2E Arrivée'));
  // Lent sensors, which no subscription governs.
  const lent = await registerSensor(staff, from.accountId, 'E2E-MOVE-1', { usage: 'support' });
  await registerSensor(staff, from.accountId, 'E2E-MOVE-2', { usage: 'support' });
  await api(farmer, `/parcels/${from.id}/sensor`, { sensorId: lent.id });

  await login(page, 'farmer@demo.test');
  await page.goto(`/parcels/${from.id}/settings`);
  await page.getByRole('button', { name: 'Déplacer vers une autre parcelle' }).click();
  const move = page.getByRole('form', { name: 'Déplacer E2E-MOVE-1' });
  await move.getByRole('combobox', { name: 'Parcelle' }).fill('E2E Arr');
  await page.getByRole('option', { name: 'E2E Arrivée' }).click();
  // The dialog reads well at both sizes.
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(move.getByRole('button', { name: 'Déplacer le capteur' })).toBeInViewport();
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
  await move.getByRole('button', { name: 'Déplacer le capteur' }).click();
  await expect(page.getByText('E2E-MOVE-1 est maintenant sur E2E Arrivée.')).toBeVisible();
  // The parcel left behind keeps the sensor in its history, and can take another.
  const history = page.getByRole('table', { name: 'Capteurs ayant servi cette parcelle' });
  await expect(
    history.getByRole('row', { name: /^E2E-MOVE-1 \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}/ }),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Poser le capteur' })).toBeVisible();

  await openParcel(page, 'E2E Arrivée');
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  // The sensor serving the parcel, apart from its history, which names it too.
  await expect(page.getByRole('region', { name: 'Capteur' }).getByText('E2E-MOVE-1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remplacer le capteur' }).click();
  const swap = page.getByRole('form', { name: 'Remplacer E2E-MOVE-1' });
  await swap.getByRole('combobox', { name: 'Capteur' }).fill('E2E-MOVE-2');
  await page.getByRole('option', { name: /E2E-MOVE-2/ }).click();
  await swap.getByRole('button', { name: 'Remplacer' }).click();
  await expect(page.getByText('E2E-MOVE-2 sert désormais la parcelle.')).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row', { name: /E2E-MOVE-2 .* Aujourd’hui/ })).toBeVisible();

  await page.getByRole('button', { name: 'Retirer le capteur' }).click();
  const unlink = page.getByRole('form', { name: 'Retirer E2E-MOVE-2 de E2E Arrivée ?' });
  await expect(
    unlink.getByText('Ce qu’il a compté ici reste dans l’historique de la parcelle.', { exact: false }),
  ).toBeVisible();
  await unlink.getByRole('button', { name: 'Retirer le capteur' }).click();
  await expect(page.getByText('E2E-MOVE-2 est retiré de la parcelle.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Poser le capteur' })).toBeVisible();
  await expect(history.getByRole('row', { name: /Aujourd’hui/ })).toHaveCount(0);
});
