import { expect as baseExpect, test, type Page } from '@playwright/test';
import { api, DEMO_PASSWORD, login, reading, registerSensor, sendReadings, signInApi as signIn } from './fixtures';

// A freshly seeded database on a busy two-core machine: more time than the default 5 s per check and 30 s per test.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// The demo's risk refresh and the journeys before this one may already have given the provider notifications:
// counts are compared with what the bell said before, never with fixed numbers.
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications, unread: \d+$/ });
const unreadCount = async (page: Page) =>
  Number((await bell(page).getAttribute('aria-label'))?.match(/\d+$/)?.[0] ?? Number.NaN);
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** A sensor of the demo provider's own account, registered by the manufacturer's staff. */
const registerProviderSensor = async () => {
  const staff = await signIn('staff@demo.test');
  const provider = await signIn('provider@demo.test');
  const { accountId } = await api<{ accountId: string }>(provider, '/profile');
  const sensor = await registerSensor(staff, accountId, `SIM-NOTIF-E2E-${Date.now()}`);
  return { serialNumber: sensor.serialNumber, secret: sensor.deviceSecret, provider };
};

/** The panel over the page, as a person sees it (a full-page picture would stretch the page under it). */

/**
 * Shows a sensor's notifications in the panel: raised within five minutes of each other they share one row that
 * expands (decision 117), further apart they are rows of their own, as a slow run can leave them.
 */
const expandBurstOf = async (page: Page, serialNumber: string) => {
  await expect(drawer(page).getByText(new RegExp(serialNumber)).first()).toBeVisible();
  const toggle = drawer(page).getByRole('button', {
    name: new RegExp(`issues on sensor ${serialNumber}$`),
    expanded: false,
  });
  if ((await toggle.count()) > 0) await toggle.click();
};

/** The lid switch wakes the device into maintenance: the ouverture_couvercle rule opens an issue, left open. */
const openLid = (serialNumber: string, secret: string, minutesAgo: number) =>
  sendReadings(serialNumber, secret, [reading(minutesAgo + 1), reading(minutesAgo, { deviceState: 'maintenance' })]);

/** An ordinary capture closes the issue again, so the sensor leaves no open issue to other journeys. */
const closeLid = (serialNumber: string, secret: string, minutesAgo: number) =>
  sendReadings(serialNumber, secret, [reading(minutesAgo)]);

test('a lid opening reaches the bell, opens its issue from the panel and is then read', async ({ page }) => {
  const { serialNumber, secret, provider } = await registerProviderSensor();
  await login(page, 'provider@demo.test');
  await expect(bell(page)).toBeVisible();
  const before = await unreadCount(page);

  await openLid(serialNumber, secret, 30);
  // The profile, and so the badge, is fetched again on the next navigation.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Sensors' }).click();
  await expect(page.getByRole('heading', { name: 'Sensors', level: 1 })).toBeVisible();
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(before);
  const raised = await unreadCount(page);

  await bell(page).click();
  await expect(page).toHaveURL(/#notifications$/);
  const list = drawer(page).getByRole('list', { name: 'Notifications' });
  const item = list.getByRole('link', { name: `Unread: Issue on sensor ${serialNumber}: Lid opened` });
  await expect(item).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText(serialNumber);

  // 50 at a time: scrolling to the end of the panel brings the next page, if there is one.
  const { total } = await api<{ total: number }>(provider, '/notifications');
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(total, 50));
  await expect(drawer(page).getByRole('button', { name: 'Show more' })).toHaveCount(total > 50 ? 1 : 0);
  await list.hover();
  await page.mouse.wheel(0, 50_000);
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(total, 100));

  await item.click();
  await expect(page).toHaveURL(/\/issues\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Lid opened', level: 1 })).toBeVisible();
  await expect(drawer(page)).toBeHidden();
  await expect.poll(() => unreadCount(page)).toBeLessThan(raised);

  // Read now: no highlight, and the "Unread only" filter leaves it out.
  await bell(page).click();
  await expect(
    drawer(page).getByRole('link', { name: `Issue on sensor ${serialNumber}: Lid opened`, exact: true }),
  ).toBeVisible();
  await drawer(page).getByRole('switch', { name: 'Unread only' }).click();
  await expect(drawer(page).getByRole('switch', { name: 'Unread only' })).toBeChecked();
  await expect(drawer(page).getByRole('link', { name: new RegExp(serialNumber) })).toHaveCount(0);

  // A second opening of the lid, then everything read at once.
  await closeLid(serialNumber, secret, 20);
  await openLid(serialNumber, secret, 10);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await page.getByRole('navigation').first().getByRole('link', { name: 'Sensors' }).click();
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
  await bell(page).click();
  await expandBurstOf(page, serialNumber);
  await expect(
    drawer(page).getByRole('link', { name: `Unread: Issue on sensor ${serialNumber}: Lid opened` }),
  ).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, unread: 0');
  await expect(drawer(page).getByText('No unread notifications')).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Mark all as read' })).toBeHidden();
  await drawer(page).getByRole('switch', { name: 'Unread only' }).click();
  await expandBurstOf(page, serialNumber);
  await expect(drawer(page).getByRole('link', { name: /^Unread:/ })).toHaveCount(0);
  await expect(drawer(page).getByRole('link', { name: new RegExp(serialNumber) })).toHaveCount(2);

  // On a phone the panel takes the whole width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await drawer(page).boundingBox())?.width).toBeGreaterThanOrEqual(389);
  await closeLid(serialNumber, secret, 5);
});

test("one sensor's burst of faults is one row that expands, and is read at once", async ({ page }) => {
  const { serialNumber, secret, provider } = await registerProviderSensor();
  // One capture, four faults: lid and trap open, no GPS fix, the USB key nearly full.
  await sendReadings(serialNumber, secret, [
    reading(2),
    reading(1, { deviceState: 'maintenance', shutter: 'opened', gps: null, usbFillRate: 95 }),
  ]);
  await login(page, 'provider@demo.test');
  await bell(page).click();
  const burst = drawer(page).getByRole('button', { name: `Unread: 4 issues on sensor ${serialNumber}` });
  await expect(burst).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer(page).getByRole('link', { name: new RegExp(serialNumber) })).toHaveCount(0);

  await burst.focus();
  await page.keyboard.press('Enter');
  await expect(burst).toHaveAttribute('aria-expanded', 'true');
  await expect(
    drawer(page).getByRole('link', { name: new RegExp(`^Unread: Issue on sensor ${serialNumber}`) }),
  ).toHaveCount(4);

  await drawer(page).getByRole('button', { name: 'Mark these issues as read' }).click();
  await expect(
    drawer(page).getByRole('button', { name: `4 issues on sensor ${serialNumber}`, exact: true }),
  ).toBeVisible();
  await expect(
    drawer(page).getByRole('link', { name: new RegExp(`^Unread: Issue on sensor ${serialNumber}`) }),
  ).toHaveCount(0);
  // The hourly risk refresh may raise other notifications meanwhile: the bell is held to the server's unread count,
  // which no longer holds any of the burst.
  const unreadOnServer = () =>
    api<{ total: number; items: { payload: object }[] }>(provider, '/notifications?unseen_only=true');
  const ofSensor = (items: { payload: object }[]) =>
    items.filter((item) => 'serialNumber' in item.payload && item.payload.serialNumber === serialNumber);
  expect(ofSensor((await unreadOnServer()).items)).toHaveLength(0);
  await expect.poll(async () => (await unreadCount(page)) - (await unreadOnServer()).total).toBe(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await sendReadings(serialNumber, secret, [reading(0)]);
});

test('after sign-in, unread notifications open a modal that "Later" closes and that leads to the panel', async ({
  page,
}) => {
  const { serialNumber, secret } = await registerProviderSensor();
  await openLid(serialNumber, secret, 10);

  await login(page, 'provider@demo.test', DEMO_PASSWORD, { withNotificationModal: true });
  const modal = page.getByRole('dialog', { name: /^Unread notifications: [1-9]\d*$/ });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Later' }).click();
  await expect(modal).toBeHidden();
  await expect(drawer(page)).toBeHidden();
  // Put off for the rest of the browser session.
  await page.reload();
  await expect(bell(page)).toBeVisible();
  await expect(modal).toBeHidden();

  // A new tab is a new browser session: the modal again, and its action opens the panel through the URL hash.
  const tab = await page.context().newPage();
  await tab.goto('/');
  const again = tab.getByRole('dialog', { name: /^Unread notifications: [1-9]\d*$/ });
  await again.getByRole('link', { name: 'See notifications' }).click();
  await expect(tab).toHaveURL(/#notifications$/);
  await expect(again).toBeHidden();
  await expect(
    drawer(tab).getByRole('link', { name: `Unread: Issue on sensor ${serialNumber}: Lid opened` }),
  ).toBeVisible();
  await closeLid(serialNumber, secret, 5);

  // "Later" was the provider's: the farmer, with a lid of their own open, signs in in the first tab and gets it.
  const farm = await api<{ accountId: string }>(await signIn('farmer@demo.test'), '/profile');
  const farmSensor = await registerSensor(
    await signIn('staff@demo.test'),
    farm.accountId,
    `SIM-FARM-E2E-${Date.now()}`,
  );
  await openLid(farmSensor.serialNumber, farmSensor.deviceSecret, 10);
  await page.goto('/logout');
  await login(page, 'farmer@demo.test', DEMO_PASSWORD, { withNotificationModal: true });
  await expect(page.getByRole('dialog', { name: /^Notifications non lues : [1-9]\d*$/ })).toBeVisible();
  await closeLid(farmSensor.serialNumber, farmSensor.deviceSecret, 5);
});

test('the panel opens from its link on a list that its starred favourite narrows', async ({ page }) => {
  await login(page, 'provider@demo.test', DEMO_PASSWORD, { withFavourite: true });
  // The list puts its favourite into the address: the panel's hash stays through that redirect.
  await page.goto('/sensors#notifications');
  await expect(page).toHaveURL(/[?&]favouriteId=[0-9a-f-]{36}.*#notifications$/);
  await expect(drawer(page)).toBeVisible();
});
