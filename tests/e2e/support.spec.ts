import { expect as baseExpect, test } from '@playwright/test';
import { blockingViolations } from './axe';
import {
  api,
  awaitMail,
  login,
  mailedLink,
  reading,
  registerSensor,
  sendReadings,
  signInApi,
} from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

/** A photo of the trap, as a phone would send it (a PNG's signature is all the server reads of its type). */
const PHOTO = {
  name: 'couvercle.png',
  mimeType: 'image/png',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
};

test('a farmer reports a problem from the sensor, the distributor answers, the farmer reads it from the e-mail', async ({
  page: farmerPage,
  browser,
}) => {
  // A trap of the demo farm that its distributor supports, with one capture showing the lid open.
  const staff = await signInApi('staff@demo.test');
  const farmer = await signInApi('farmer@demo.test');
  const { accountId } = await api<{ accountId: string }>(farmer, '/profile');
  const sensor = await registerSensor(staff, accountId, `SUP-E2E-${Date.now()}`, { hasProviderSupport: true });
  await sendReadings(sensor.serialNumber, sensor.deviceSecret, [
    reading(30),
    reading(20, { deviceState: 'maintenance' }),
  ]);

  // The farmer (who reads French) opens the sensor's tickets tab and reports the problem.
  await login(farmerPage, 'farmer@demo.test');
  await farmerPage.goto(`/sensors/${sensor.id}/tickets`);
  await expect(farmerPage.getByText('Aucune demande d’assistance')).toBeVisible();
  await farmerPage.getByRole('link', { name: 'Signaler un problème' }).click();
  await expect(farmerPage.getByRole('heading', { name: 'Nouvelle demande d’assistance', level: 1 })).toBeVisible();
  // The report is about the open issue: cleared before anyone answers, the device solves the ticket.
  await expect(
    farmerPage.getByText(`Au sujet du capteur ${sensor.serialNumber} et de son anomalie : Ouverture du couvercle`),
  ).toBeVisible();
  await expect(farmerPage.getByRole('textbox', { name: 'Objet' })).toHaveValue(
    `Problème avec le capteur ${sensor.serialNumber}`,
  );
  // The diagnostics snapshot is written in: the battery, the device's state, the open lid issue.
  const description = farmerPage.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveValue(new RegExp(`Capteur ${sensor.serialNumber} au moment de la demande`));
  await expect(description).toHaveValue(/Anomalies ouvertes : Ouverture du couvercle/);
  await description.press('End');
  await description.pressSequentially('Le couvercle ne se verrouille plus.');
  await farmerPage.locator('input[type="file"]').setInputFiles(PHOTO);
  expect(await blockingViolations(farmerPage)).toEqual([]);
  await farmerPage.getByRole('button', { name: 'Envoyer' }).click();

  await expect(farmerPage).toHaveURL(/\/support\/tickets\/[0-9a-f-]{36}$/);
  const ticketPath = new URL(farmerPage.url()).pathname;
  const reference =
    (await farmerPage
      .getByText(/^SR-\d{4}-\d{6}$/)
      .first()
      .textContent()) ?? '';
  await expect(farmerPage.getByRole('button', { name: /couvercle\.png/ })).toBeVisible();
  await expect(farmerPage.getByText('Distributeur', { exact: true })).toBeVisible();
  await expect(farmerPage.getByText('L’anomalie', { exact: true })).toBeVisible();

  // The distributor finds it in its desk's queue and answers.
  const providerPage = await (await browser.newContext()).newPage();
  await login(providerPage, 'provider@demo.test');
  await providerPage.goto('/support/tickets');
  await providerPage
    .getByRole('link', { name: `Problème avec le capteur ${sensor.serialNumber}` })
    .first()
    .click();
  await expect(providerPage).toHaveURL(new RegExp(`${ticketPath}$`));
  await expect(providerPage.getByText('Le couvercle ne se verrouille plus.', { exact: false })).toBeVisible();
  await providerPage
    .getByRole('textbox', { name: 'Your answer' })
    .fill('Please close and latch the lid, then wait for the next capture.');
  await providerPage.getByRole('button', { name: 'Send' }).click();
  await expect(providerPage.getByText('Please close and latch the lid', { exact: false })).toBeVisible();
  await expect(providerPage.getByText('Waiting for the requester').first()).toBeVisible();
  expect(await blockingViolations(providerPage)).toEqual([]);

  // The farmer is told by e-mail, in French, and the link opens the ticket with the answer.
  await awaitMail(
    'farmer@demo.test',
    (mail) => mail.subject === `Réponse à la demande d’assistance ${reference}`,
    'the e-mail telling the farmer of the answer',
  );
  const link = await mailedLink('farmer@demo.test', ticketPath);
  await farmerPage.goto(link);
  await expect(farmerPage.getByText('Please close and latch the lid', { exact: false })).toBeVisible();
  await expect(farmerPage.getByText('En attente du demandeur').first()).toBeVisible();
  await farmerPage.setViewportSize({ width: 390, height: 844 });
  expect(await blockingViolations(farmerPage)).toEqual([]);
});

test('the distributor replaces a rented faulty trap from the ticket, and its contract line follows', async ({
  page,
}) => {
  // A trap the distributor rents to the demo farm, placed on a parcel, and a spare in the distributor's stock.
  const staff = await signInApi('staff@demo.test');
  const provider = await signInApi('provider@demo.test');
  const farmer = await signInApi('farmer@demo.test');
  const { accountId: farm } = await api<{ accountId: string }>(farmer, '/profile');
  const { accountId: agri } = await api<{ accountId: string }>(provider, '/profile');
  const stamp = Date.now() % 1_000_000;
  const faulty = await registerSensor(staff, agri, `REP-E2E-${stamp}-A`, {
    usage: 'renting',
    hasProviderSupport: true,
  });
  const spare = await registerSensor(staff, agri, `REP-E2E-${stamp}-B`, { usage: 'renting' });
  const today = new Date().toISOString().slice(0, 10);
  const contract = await api<{ id: string; number: string }>(provider, '/rent-contracts', {
    lessorAccountId: agri,
    lesseeAccountId: farm,
    sensorIds: [faulty.id],
    startsOn: today,
    plannedReturnOn: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
  });
  await api(provider, `/rent-contracts/${contract.id}/send`, {});
  await api(farmer, `/rent-contracts/${contract.id}/validate`, {});
  const parcel = await api<{ id: string }>(farmer, '/parcels', {
    label: `Remplacement ${stamp}`,
    soilType: 'limoneux',
    address: { postalCode: '47000', city: 'Agen', country: 'FR' },
    gpsLocation: { lat: 44.2, long: 0.62 },
    sensorId: faulty.id,
  });
  const ticket = await api<{ id: string }>(farmer, '/support/tickets', {
    subject: `Piège ${faulty.serialNumber} muet`,
    category: 'sensor-fault',
    message: 'Plus aucune photo depuis lundi.',
    sensorId: faulty.id,
  });

  await login(page, 'provider@demo.test');
  await page.goto(`/support/tickets/${ticket.id}`);
  await page.getByRole('button', { name: 'Replace the sensor' }).click();
  const wizard = page.getByRole('dialog', { name: `Replace ${faulty.serialNumber}` });
  // First what moves: the parcel and the contract's line.
  await expect(wizard.getByText(`Remplacement ${stamp}`)).toBeVisible();
  await expect(wizard.getByText(`${contract.number} (Agri Distribution Demo)`)).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  // Then a spare from the lessor's stock, and the faulty trap's condition.
  await wizard.getByRole('combobox', { name: 'Sensor', exact: true }).fill(spare.serialNumber);
  await page.getByRole('option', { name: new RegExp(spare.serialNumber) }).click();
  await expect(wizard.getByRole('combobox', { name: 'Condition of the faulty sensor' })).toHaveValue('Damaged');
  await wizard.getByRole('button', { name: 'Next' }).click();
  // Last the message to the farmer, written in and editable.
  const message = wizard.getByRole('textbox', { name: 'Message to the customer' });
  await expect(message).toHaveValue(new RegExp(`We are replacing your sensor ${faulty.serialNumber}`));
  await expect(message).toHaveValue(new RegExp(`under the same rent contract ${contract.number}`));
  expect(await blockingViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await blockingViolations(page)).toEqual([]);
  await wizard.getByRole('button', { name: 'Replace the sensor' }).click();

  await expect(page.getByText(`${faulty.serialNumber} was replaced by ${spare.serialNumber}`)).toBeVisible();
  await expect(page.getByText(`We are replacing your sensor ${faulty.serialNumber}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace the sensor' })).toHaveCount(0);
  expect((await api<{ sensorId: string }>(farmer, `/parcels/${parcel.id}`)).sensorId).toBe(spare.id);
  const lines = (
    await api<{ lines: { sensor: { id: string }; returnCondition?: string }[] }>(
      provider,
      `/rent-contracts/${contract.id}`,
    )
  ).lines;
  expect(lines.map((line) => [line.sensor.id, line.returnCondition ?? null])).toEqual(
    expect.arrayContaining([
      [faulty.id, 'damaged'],
      [spare.id, null],
    ]),
  );
});
