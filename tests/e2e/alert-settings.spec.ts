import { expect as baseExpect, type Locator, test } from '@playwright/test';
import { api, awaitMail, login, reading, registerSensor, sendReadings, signInApi } from './fixtures';

const expect = baseExpect.configure({ timeout: 15_000 });

type Settings = Record<string, unknown>;

/** Switches are turned with the keyboard, as a native checkbox: their visible track covers the input. */
const toggle = async (control: Locator) => {
  await control.focus();
  await control.press('Space');
};

test('a farmer asks for slug-count alerts by e-mail and gets one in French when a capture reaches the threshold', async ({
  page,
}) => {
  const staff = await signInApi('staff@demo.test');
  const farmer = await signInApi('farmer@demo.test');
  const { accountId } = await api<{ accountId: string }>(farmer, '/profile');
  const channelsBefore = await api<Settings>(farmer, '/profile/alert-notifications');
  const alertsBefore = await api<Settings & { parcels: { id: string }[] }>(farmer, '/settings/alerts');
  // A sensor and a parcel of this journey's own, removed at the end: other journeys count the farm's parcels.
  // A support sensor: no subscription nor rent contract stands between it and the parcel.
  const sensor = await registerSensor(staff, accountId, `SIM-ALERT-${Date.now()}`, {
    usage: 'support',
    hasWeatherSensor: false,
  });
  const { serialNumber } = sensor;
  const label = `Alerte E2E ${Date.now() % 100_000}`;
  const parcel = await api<{ id: string }>(farmer, '/parcels', {
    label,
    soilType: 'limoneux',
    address: { postalCode: '32000', city: 'Auch', country: 'FR' },
    gpsLocation: { lat: 43.64, long: 0.58 },
    sensorId: sensor.id,
  });

  try {
    await login(page, 'farmer@demo.test');
    await page.getByRole('button', { name: 'Ouvrir le menu utilisateur' }).click();
    await page.getByRole('menuitem', { name: 'Notifications d’alerte' }).click();
    await expect(page.getByRole('heading', { name: 'Notifications d’alerte', level: 1 })).toBeVisible();
    const byEmail = page.getByRole('switch', { name: 'Seuil de limaces atteint par e-mail' });
    await expect(byEmail).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Risque limaces élevé par e-mail' })).toBeChecked();
    await toggle(byEmail);
    await expect(byEmail).toBeChecked();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Vos modifications ont été enregistrées')).toBeVisible();

    await page.getByRole('link', { name: 'Paramètres des alertes' }).click();
    await expect(page.getByRole('heading', { name: 'Paramètres des alertes', level: 1 })).toBeVisible();
    await toggle(page.getByRole('switch', { name: 'Alerter en cas de nombreuses limaces' }));
    await page.getByRole('radio', { name: 'Certaines parcelles seulement' }).check();
    const threshold = page.getByRole('textbox', { name: 'Limaces par capture' });
    await threshold.fill('0');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Saisissez un nombre entier de limaces de 1 à 999.')).toBeVisible();
    await expect(page.getByText('Choisissez au moins une parcelle.')).toBeVisible();
    await threshold.fill('15');
    const parcels = page.getByRole('combobox', { name: 'Parcelles choisies' });
    await parcels.fill('Alerte E2E');
    await page.getByRole('option', { name: label }).click();
    await page.keyboard.press('Escape');

    // Leaving with the choice unsaved asks first.
    await page.getByRole('link', { name: 'Parcelles' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await leave.getByRole('button', { name: 'Continuer la saisie' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Vos modifications ont été enregistrées')).toBeVisible();
    await page.reload();
    await expect(page.getByText(label)).toBeVisible();

    // The sensor counts 27 slugs, over the threshold of 15.
    await sendReadings(serialNumber, sensor.deviceSecret, [reading(5, { slugCount: 27 })]);
    const target = `/parcels/${parcel.id}`;
    const mail = await awaitMail(
      'farmer@demo.test',
      (received) => received.text.includes(target),
      'the alert e-mail to the farmer',
    );
    expect(mail.subject).toBe(`27 limaces comptées sur ${label}`);
    expect(mail.text).toContain(`Le capteur ${serialNumber} a compté 27 limaces sur ${label} le `);
    expect(mail.text).toContain('au niveau ou au-dessus de votre seuil d’alerte de 15');

    // The link leads back to the parcel.
    const link = /https?:\/\/[^/\s]+(\/parcels\/[0-9a-f-]{36})/.exec(mail.text ?? '')?.[1] ?? '';
    await page.goto(link);
    await expect(page.getByRole('heading', { name: label })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/settings/alert-notifications');
    await expect(page.getByRole('switch', { name: 'Seuil de limaces atteint par e-mail' })).toBeChecked();
    await page.goto('/settings/alerts');
    await expect(page.getByText(label)).toBeVisible();
  } finally {
    await api(farmer, '/profile/alert-notifications', channelsBefore);
    const { parcels, ...alerts } = alertsBefore;
    await api(farmer, '/settings/alerts', { ...alerts, parcelIds: parcels.map((chosen) => chosen.id) });
    const removed = await page.request.delete(`/back/parcels/${parcel.id}`, {
      headers: { authorization: `Bearer ${farmer}` },
    });
    expect(removed.ok()).toBe(true);
  }
});

test('staff have no account alerts to set', async ({ page }) => {
  await login(page, 'staff@demo.test');
  await page.goto('/settings/alerts');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
});
