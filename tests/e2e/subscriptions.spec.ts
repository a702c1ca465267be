import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { blockingViolations } from './axe';
import { api, login, signInApi } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

type Page<T> = { items: T[] };

/** A sold sensor of the demo farm that no subscription covers yet, registered by staff. */
const newSoldSensor = async (serialNumber: string) => {
  const staff = await signInApi('staff@demo.test');
  const [farm] = (await api<{ id: string; name: string }[]>(staff, '/accounts/options')).filter(
    (account) => account.name === 'Ferme des Demo',
  );
  if (!farm) throw new Error('the demo farm is missing');
  return api<{ id: string }>(staff, '/sensors', {
    serialNumber,
    usage: 'selling',
    hasWeatherSensor: false,
    hasProviderSupport: false,
    tags: [],
    accountId: farm.id,
  });
};

test('staff define a plan of six months, which the list then shows as sold', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/settings');
  await page.getByRole('link', { name: /Subscription plans/ }).click();
  await page.getByRole('link', { name: 'New plan' }).click();
  const form = page.getByRole('form', { name: 'New plan' });
  await form.getByRole('textbox', { name: 'Code' }).fill('e2e-6m');
  await form.getByRole('combobox', { name: 'Length' }).click();
  await page.getByRole('option', { name: 'Number of months' }).click();
  await form.getByRole('textbox', { name: 'Months' }).fill('6');
  for (const [language, name] of [
    ['Français', 'Six mois'],
    ['English', 'Six months'],
    ['Deutsch', 'Sechs Monate'],
    ['Español', 'Seis meses'],
  ] as const) {
    await form.getByRole('textbox', { name: `Name (${language})` }).fill(name);
  }
  await page.getByRole('button', { name: 'Save the plan' }).click();
  const row = page.getByRole('row', { name: /E2E-6M/ });
  await expect(row).toContainText('Six months');
  await expect(row).toContainText('6 months');
  await expect(row).toContainText('Sold');
});

test('staff sell a subscription covering a new sensor; the farmer finds it under their own subscriptions', async ({
  page,
}) => {
  await newSoldSensor('E2E-SUB-0001');
  await login(page, 'staff@demo.test');
  await page.goto('/subscriptions');
  await page.getByRole('link', { name: 'New subscription' }).click();

  const form = page.getByRole('form', { name: 'New subscription' });
  await form.getByRole('combobox', { name: 'Holder' }).fill('Ferme des');
  await page.getByRole('option', { name: 'Ferme des Demo' }).click();
  await form.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: /LIMA-12M/ }).click();
  // The plan proposes the last day: twelve months less a day.
  await expect(form.getByRole('textbox', { name: 'Last day' })).not.toHaveValue('');
  const sensors = form.getByRole('combobox', { name: 'Sensors covered' });
  await sensors.fill('E2E-SUB');
  await page.getByRole('option', { name: 'E2E-SUB-0001' }).click();
  await form.getByRole('textbox', { name: 'Order reference' }).fill('ERP-E2E-1');
  await page.getByRole('button', { name: 'Create the subscription' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Subscription of Ferme des Demo' })).toBeVisible();
  const seats = page.getByRole('region', { name: /Sensor covered/ });
  await expect(seats.getByRole('cell', { name: 'E2E-SUB-0001', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Terms' }).getByText('ERP-E2E-1')).toBeVisible();

  // Selling the same sensor again over the same days is refused.
  await page.goto('/subscriptions/new');
  await form.getByRole('combobox', { name: 'Holder' }).fill('Ferme des');
  await page.getByRole('option', { name: 'Ferme des Demo' }).click();
  await form.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: /LIMA-12M/ }).click();
  await sensors.fill('E2E-SUB');
  await page.getByRole('option', { name: 'E2E-SUB-0001' }).click();
  await page.getByRole('button', { name: 'Create the subscription' }).click();
  await expect(form.getByText('A sensor is already covered by another subscription over this period.')).toBeVisible();

  await page.goto('/logout');
  await login(page, 'farmer@demo.test');
  await page.goto('/subscriptions-mine');
  await page.getByRole('link', { name: 'LIMACAPT 12 mois' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'LIMACAPT 12 mois' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'E2E-SUB-0001', exact: true })).toBeVisible();
  // The holder reads, and changes nothing, but takes its attestation away.
  await expect(page.getByRole('button', { name: 'Renouveler' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger l’attestation (PDF)' }).click();
  const attestation = await downloading;
  expect(attestation.suggestedFilename()).toMatch(/^attestation-LIMA-12M-\d{4}-\d{2}-\d{2}\.pdf$/);
  const file = await readFile(await attestation.path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  // The sensor list says until when the sensor is covered, and opens the subscription.
  await page.goto('/sensors?search=E2E-SUB');
  const covered = page.getByRole('link', { name: /^Couvert jusqu’au \d{2}\/\d{2}\/\d{4}$/ });
  await expect(covered).toBeVisible();
  await covered.click();
  await expect(page.getByRole('heading', { level: 1, name: 'LIMACAPT 12 mois' })).toBeVisible();

  // Last year's pilot has expired: the farmer asks its seller to renew it.
  await page.goto('/subscriptions-mine');
  await page.getByRole('link', { name: 'Pilote 2024' }).click();
  await page.getByRole('button', { name: 'Demander le renouvellement' }).click();
  await expect(page.getByText('Votre demande a été transmise à qui vous a vendu cet abonnement.')).toBeVisible();
  await expect(page.getByText('Renouvellement demandé')).toBeVisible();
});

test('placing a sold sensor no subscription covers says what to do, in the farmer’s language', async ({ page }) => {
  const loose = await newSoldSensor('E2E-SUB-LOOSE');
  await login(page, 'farmer@demo.test');
  await page.goto(`/sensors/${loose.id}`);
  await expect(page.getByText('Sans abonnement')).toBeVisible();
  const farmer = await signInApi('farmer@demo.test');
  const [parcel] = (await api<Page<{ id: string }>>(farmer, '/parcels?search=Le%20Pr%C3%A9%20Vert')).items;
  if (!parcel) throw new Error('the demo parcel "Le Pré Vert" is missing');
  await page.goto(`/parcels/${parcel.id}/settings`);
  const link = page.getByRole('form', { name: 'Poser le capteur' });
  await link.getByRole('combobox', { name: 'Capteur' }).fill('E2E-SUB-LOOSE');
  await page.getByRole('option', { name: /E2E-SUB-LOOSE/ }).click();
  await link.getByRole('button', { name: 'Poser le capteur' }).click();
  await expect(
    link.getByText(
      'Ce capteur vendu n’est couvert par aucun abonnement en cours de l’exploitation ni de son distributeur. Faites-le ajouter à un abonnement par votre distributeur (ou depuis le menu Abonnements si vous les gérez), puis posez-le à nouveau.',
    ),
  ).toBeVisible();
});

test('the parcel of a sensor whose subscription expired withholds its risk and leads to the subscription', async ({
  page,
}) => {
  const farmer = await signInApi('farmer@demo.test');
  const withheld = (
    await api<Page<{ id: string; label: string; riskWithheldSince: string | null }>>(
      farmer,
      '/parcels?risk_levels=unmeasured',
    )
  ).items.find((parcel) => parcel.riskWithheldSince !== null);
  if (!withheld) throw new Error('the demo parcel under the expired pilot is missing');
  await login(page, 'farmer@demo.test');
  await page.goto(`/parcels?search=${encodeURIComponent(withheld.label)}`);
  const row = page.getByRole('row', { name: new RegExp(withheld.label) });
  await expect(row.getByText('Renouveler pour voir')).toBeVisible();

  await page.goto(`/parcels/${withheld.id}`);
  await expect(page.getByText('Risque masqué : l’abonnement a pris fin')).toBeVisible();
  // The counts stay, and so does the sensor.
  await expect(page.getByText('Comptages de limaces')).toBeVisible();
  await expect(page.getByRole('link', { name: /^SLG-FR-\d+$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Voir l’abonnement' }).click();
  await expect(page).toHaveURL(/\/subscriptions-mine\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pilote 2024' })).toBeVisible();
});

/** The day `days` from today in France, as `yyyy-MM-dd`. */
const frenchDay = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

test('a subscription ending inside a crop’s sensitive period warns on its page and the parcel’s; a campaign follows the crops', async ({
  page,
}) => {
  const staff = await signInApi('staff@demo.test');
  const sensor = await newSoldSensor('E2E-GAP-0001');
  const [farm] = (await api<{ id: string; name: string }[]>(staff, '/accounts/options')).filter(
    (account) => account.name === 'Ferme des Demo',
  );
  const [plan] = (await api<{ id: string; code: string }[]>(staff, '/subscription-plans')).filter(
    (candidate) => candidate.code === 'LIMA-12M',
  );
  if (!farm || !plan) throw new Error('the demo farm or its plan is missing');
  // Sold until 20 days from now, for rapeseed to be sown in ten days: it needs its trap for 50 days yet.
  const subscription = await api<{ id: string }>(staff, '/subscriptions', {
    accountId: farm.id,
    planId: plan.id,
    startsOn: frenchDay(-10),
    endsOn: frenchDay(20),
    sensorIds: [sensor.id],
    autoRenew: false,
  });
  const parcel = await api<{ id: string }>(staff, '/parcels', {
    label: 'E2E Colza Tardif',
    soilType: 'limoneux',
    address: { postalCode: '47300', city: 'Villeneuve-sur-Lot', country: 'FR' },
    gpsLocation: { lat: 44.4, long: 0.7 },
    accountId: farm.id,
    crop: {
      year: new Date().getFullYear(),
      currentCrop: 'colza',
      stage: 'non_seme',
      noTolerance: false,
      estimatedSeedingDate: frenchDay(10),
      plantCover: false,
    },
    sensorId: sensor.id,
  });

  await login(page, 'staff@demo.test');
  await page.goto(`/subscriptions/${subscription.id}`);
  const warning = page.getByRole('alert').filter({ hasText: '1 parcel will need its sensor after the end' });
  await expect(warning.getByRole('link', { name: 'E2E Colza Tardif' })).toBeVisible();
  await expect(warning).toContainText('(Oilseed rape, sensor E2E-GAP-0001): needs cover until');
  await expect(warning).toContainText('30 days after coverage ends');
  expect(await blockingViolations(page)).toEqual([]);

  // A campaign sold to the farm now proposes to start with its crops' needs and to cover them to the end.
  await page.goto('/subscriptions/new');
  const form = page.getByRole('form', { name: 'New subscription' });
  await form.getByRole('combobox', { name: 'Holder' }).fill('Ferme des');
  await page.getByRole('option', { name: 'Ferme des Demo' }).click();
  await form.getByRole('combobox', { name: 'Plan' }).click();
  await page.getByRole('option', { name: /LIMA-CAMPAGNE/ }).click();
  await expect(form.getByText(/^From the holder’s crops: \d+ crops? to protect from .+ to .+\.$/)).toBeVisible();

  await page.goto('/logout');
  await login(page, 'farmer@demo.test');
  await page.goto(`/parcels/${parcel.id}`);
  const notice = page.getByRole('alert').filter({ hasText: 'L’abonnement du capteur s’arrête avant la fin' });
  await expect(notice).toContainText('30 jours sans risque calculé');
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await blockingViolations(page)).toEqual([]);
  await notice.getByRole('link', { name: 'Voir l’abonnement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'LIMACAPT 12 mois' })).toBeVisible();
  await expect(page.getByRole('alert').getByRole('link', { name: 'E2E Colza Tardif' })).toBeVisible();

  // The parcel leaves the demo farm's list as it was.
  await page.goto(`/parcels/${parcel.id}/settings`);
  await page.getByRole('button', { name: 'Supprimer la parcelle' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer la parcelle' }).click();
  await expect(page).toHaveURL(/\/parcels\/list/);
});
