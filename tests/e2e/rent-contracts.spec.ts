import { expect as baseExpect, test } from '@playwright/test';
import { blockingViolations } from './axe';
import { api, awaitMail, login, pickDay, registerSensor, signInApi } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

type Account = { id: string; name: string };

test('a provider rents its farm a sensor, the farm validates it after the e-mail, then places it', async ({ page }) => {
  const staff = await signInApi('staff@demo.test');
  const accounts = await api<Account[]>(staff, '/accounts/options');
  const accountId = (name: string) => accounts.find((account) => account.name === name)?.id ?? '';
  const farm = accountId('Ferme des Demo');
  await registerSensor(staff, accountId('Agri Distribution Demo'), 'E2E-RENT-0001', {
    usage: 'renting',
  });

  // The provider drafts the contract on its farm's page, then sends it.
  await login(page, 'provider@demo.test');
  await page.goto(`/farmers/${farm}/contracts`);
  await page.getByRole('link', { name: 'New rent contract' }).click();
  const form = page.getByRole('form', { name: 'New rent contract' });
  await form.getByRole('combobox', { name: 'Sensors' }).fill('E2E-RENT');
  await page.getByRole('option', { name: 'E2E-RENT-0001' }).click();
  await page.keyboard.press('Escape');
  // Two months on: the contract is not ending as soon as it starts.
  await pickDay(page, form.getByRole('textbox', { name: 'Planned return' }), { monthsAhead: 2 });
  await form.getByRole('textbox', { name: 'Order reference' }).fill('ERP-LOC-E2E');
  await page.getByRole('button', { name: 'Save the draft' }).click();

  const heading = page.getByRole('heading', { level: 2, name: /^Contract LC-\d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Contract ', '');
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send for validation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send for validation' }).click();
  await expect(page.getByText('To validate', { exact: true })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // The farmer is told by e-mail, in French, and finds the contract under "My rent contracts".
  const mail = await awaitMail(
    'farmer@demo.test',
    (received) => received.subject.includes(number),
    'the e-mail asking the farmer to validate',
  );
  expect(mail.subject).toBe(`Le contrat de location ${number} attend votre validation`);
  expect(mail.text).toContain(`Agri Distribution Demo vous propose le contrat de location de capteurs ${number}.`);
  expect(mail.text).toMatch(new RegExp(`/farmers/${farm}/contracts/[0-9a-f-]{36}`));

  await page.goto('/logout');
  await login(page, 'farmer@demo.test');
  await page.getByRole('button', { name: 'Ouvrir le menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Mes contrats de location' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes contrats de location' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('link', { name: number }).click();
  await page.getByRole('button', { name: 'Valider' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('En validant, vous acceptez de louer ce capteur à Agri Distribution Demo');
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('En cours', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Par Jeanne Moreau le /)).toBeVisible();

  // The sensor is the farm's to place now.
  const farmer = await signInApi('farmer@demo.test');
  const parcel = await api<{ id: string }>(farmer, '/parcels', {
    label: 'E2E Location',
    soilType: 'limoneux',
    address: { postalCode: '47300', city: 'Villeneuve-sur-Lot', country: 'FR' },
    gpsLocation: { lat: 44.4, long: 0.7 },
  });
  await page.goto(`/parcels/${parcel.id}/settings`);
  const link = page.getByRole('form', { name: 'Poser le capteur' });
  await link.getByRole('combobox', { name: 'Capteur' }).fill('E2E-RENT');
  await page.getByRole('option', { name: /E2E-RENT-0001/ }).click();
  await link.getByRole('button', { name: 'Poser le capteur' }).click();
  // Placed: the form gives way to the sensor's moves.
  await expect(page.getByRole('form', { name: 'Poser le capteur' })).toHaveCount(0);
  await expect(page.getByText('E2E-RENT-0001', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer la parcelle' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer la parcelle' }).click();
  await expect(page).toHaveURL(/\/parcels\/list/);
});

test('a provider extends a farm’s contract, prints its receipts, and the farm validates the extension', async ({
  page,
}) => {
  const staff = await signInApi('staff@demo.test');
  const accounts = await api<Account[]>(staff, '/accounts/options');
  const accountId = (name: string) => accounts.find((account) => account.name === name)?.id ?? '';
  const farm = accountId('Ferme des Demo');
  const sensor = await registerSensor(staff, accountId('Agri Distribution Demo'), 'E2E-RENT-0002', {
    usage: 'renting',
  });
  // A contract the farm validated, through the API: this journey starts once the sensors are out.
  const provider = await signInApi('provider@demo.test');
  const today = new Date().toISOString().slice(0, 10);
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const contract = await api<{ id: string; number: string }>(provider, '/rent-contracts', {
    lessorAccountId: accountId('Agri Distribution Demo'),
    lesseeAccountId: farm,
    sensorIds: [sensor.id],
    startsOn: today,
    plannedReturnOn: inDays(10),
  });
  await api(provider, `/rent-contracts/${contract.id}/send`, {});
  await api(await signInApi('farmer@demo.test'), `/rent-contracts/${contract.id}/validate`, {});

  await login(page, 'provider@demo.test');
  await page.goto(`/farmers/${farm}/contracts/${contract.id}`);
  await expect(page.getByText('Ending', { exact: true })).toBeVisible();
  // The terms the farm accepted and the handover receipt, as PDF files.
  const terms = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Rent terms 2026-01' }).click();
  expect((await terms).suggestedFilename()).toBe('rent-terms-2026-01.pdf');
  const receipt = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Handover receipt' }).click();
  expect((await receipt).suggestedFilename()).toBe(`handover-${contract.number}.pdf`);
  await expect(page.getByRole('button', { name: 'Return receipt' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Extend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Extend the contract' });
  await expect(dialog).toContainText('under a new contract from');
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Extend' }).click();

  // The successor's page, waiting for the farm, linked to the contract it extends.
  const heading = page.getByRole('heading', { level: 2, name: /^Contract LC-\d{4}-\d{6}$/ });
  await expect(heading).not.toHaveText(`Contract ${contract.number}`);
  const successor = ((await heading.textContent()) ?? '').replace('Contract ', '');
  await expect(page.getByText('To validate', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: contract.number })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/logout');
  await login(page, 'farmer@demo.test');
  await page.goto('/contracts-mine');
  await page.getByRole('link', { name: successor }).click();
  await page.getByRole('button', { name: 'Valider' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText(/^Par Jeanne Moreau le /)).toBeVisible();
  // The first contract closed, its sensor carried over.
  await page.getByRole('link', { name: contract.number }).click();
  await expect(page.getByText('Clos', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Prolongé le /)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});
