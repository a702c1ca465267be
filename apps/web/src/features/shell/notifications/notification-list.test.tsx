import { defaultRights } from '@console/domain/access/rights';
import type { AccountType } from '@console/domain/account/account-type';
import { NOTIFICATION_TYPES, type Notification } from '@console/domain/notification/notification.schema';
import type { Profile } from '@console/domain/profile/profile.schema';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUpFrenchScreen } from '../../../test/french-screen';
import { theme } from '../../../ui/theme';
import { notificationHref } from './notification-content';
import { NotificationList } from './notification-list';

beforeAll(setUpFrenchScreen);
afterEach(cleanup);

const NOW = new Date('2026-11-22T12:00:00Z');
const SENSOR = 'c0000000-0000-4000-8000-000000000001';
const PARCEL = 'c0000000-0000-4000-8000-000000000002';
const CROP = 'c0000000-0000-4000-8000-000000000003';
const ISSUE = 'c0000000-0000-4000-8000-000000000004';
const ANY = 'c0000000-0000-4000-8000-000000000005';
const sensor = { sensorId: SENSOR, serialNumber: 'SLG-FR-0007' };
const parcel = { parcelId: PARCEL, parcelLabel: 'Champ du Moulin' };
const crop = { ...parcel, cropId: CROP };
const favourite = { favouriteId: ANY, favouriteName: 'Lot-et-Garonne' };
const ticket = { ticketId: ANY, reference: 'SR-2026-000007', subject: 'Couvercle bloqué' };
const subscription = { subscriptionId: ANY, holderName: 'Ferme du Moulin', endsOn: '2027-07-31', managed: false };

/** One notification of every type, newest first; the issue is the only one read. */
const notifications = [
  { type: 'issue-opened', payload: { ...sensor, issueId: ISSUE, issueType: 'ouverture_couvercle', level: 'high' } },
  { type: 'new-sensor-affected', payload: { ...sensor, ...parcel } },
  { type: 'validate-estimated-seeding-date', payload: crop },
  { type: 'estimated-seeding-date-passed', payload: crop },
  { type: 'phenological-stage-update-reminder', payload: crop },
  {
    type: 'subscription-to-renew',
    payload: {
      ...subscription,
      daysLeft: 7,
      autoRenew: false,
      nightsMonitored: 41,
      highRiskAlerts: 3,
      treatments: 2,
    },
  },
  { type: 'subscription-expired', payload: { ...subscription, managed: true } },
  { type: 'subscription-renewal-requested', payload: { ...subscription, managed: true } },
  { type: 'distance', payload: { ...sensor, ...parcel, distanceMeters: 1250 } },
  { type: 'fill-intervention-reminder', payload: crop },
  {
    type: 'rent-contract-to-validate',
    payload: { contractId: ANY, number: 'LC-2026-000042', lessorName: 'Agri Sud', lesseeId: ANY, lesseeType: 'farmer' },
  },
  { type: 'risk-level-high', payload: parcel },
  {
    type: 'slug-count-alert',
    payload: { ...sensor, ...parcel, slugCount: 14, threshold: 10, measuredAt: '2026-11-22T06:00:00.000Z' },
  },
  { type: 'watch-risk-level-high', payload: { ...parcel, ...favourite } },
  { type: 'watch-issue-blocking', payload: { ...sensor, ...favourite, issueId: ISSUE, issueType: 'mode_vol' } },
  { type: 'support-ticket-opened', payload: { ...ticket, accountName: 'Ferme du Moulin', escalated: true } },
  { type: 'support-ticket-replied', payload: { ...ticket, authorName: 'Paul Durand' } },
  { type: 'support-ticket-status-changed', payload: { ...ticket, status: 'solved' } },
].map(
  (notification, index) =>
    ({
      ...notification,
      id: `d0000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
      date: new Date(NOW.getTime() - (index + 1) * 3_600_000).toISOString(),
      seenAt: notification.type === 'issue-opened' ? '2026-11-22T11:30:00.000Z' : null,
    }) as Notification,
);

const profileOf = (accountType: AccountType): Profile =>
  ({
    accountType,
    role: { rights: defaultRights(accountType), isAdmin: true, startPage: '/parcels' },
  }) as Profile;

const renderList = (
  accountType: AccountType,
  onMarkSeen = vi.fn(),
  items = notifications,
  onMarkBurstSeen = vi.fn(),
) => {
  const profile = profileOf(accountType);
  const Screen = () => (
    <NotificationList
      items={items}
      hrefOf={(notification) => notificationHref(notification, profile)}
      now={NOW}
      timeZone="Europe/Paris"
      onOpen={() => undefined}
      onMarkSeen={onMarkSeen}
      onMarkBurstSeen={onMarkBurstSeen}
    />
  );
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={createMemoryRouter([{ path: '/', Component: Screen }])} />
    </MantineProvider>,
  );
  return screen.findByRole('list', { name: 'Notifications' });
};

describe('notification list', () => {
  it('says a reminder of an issue still open with the days it has been open', async () => {
    const reminder = {
      type: 'issue-opened',
      payload: { ...sensor, issueId: ISSUE, issueType: 'ouverture_couvercle', level: 'high', openDays: 7 },
      id: 'd0000000-0000-4000-8000-000000000099',
      date: NOW.toISOString(),
      seenAt: null,
    } as Notification;
    const list = await renderList('provider', vi.fn(), [reminder]);
    const link = within(list).getByRole('link', {
      name: /Toujours ouverte après 7 jours sur le capteur SLG-FR-0007 : Ouverture du couvercle/,
    });
    expect(link.getAttribute('href')).toBe(`/issues/${ISSUE}`);
  });

  it('says every type in one line with its names, how long ago, and links to its target', async () => {
    const list = await renderList('provider');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(NOTIFICATION_TYPES.length);
    // No type falls back to a bare translation key.
    for (const item of items) expect(item.textContent).not.toMatch(/notifications\.types\./);

    const hrefOf = (name: string | RegExp) => within(list).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Anomalie sur le capteur SLG-FR-0007 : Ouverture du couvercle')).toBe(`/issues/${ISSUE}`);
    expect(hrefOf('Non lue : Le capteur SLG-FR-0007 est à 1,3 km de la parcelle Champ du Moulin')).toBe(
      `/sensors/${SENSOR}`,
    );
    expect(hrefOf(/^Non lue : Validez la date de semis prévue .* Champ du Moulin$/)).toBe(
      `/parcels/${PARCEL}/crops/${CROP}`,
    );
    expect(hrefOf('Non lue : Risque limaces élevé sur la parcelle Champ du Moulin')).toBe(`/parcels/${PARCEL}`);
    expect(hrefOf('Non lue : Risque limaces élevé sur la parcelle Champ du Moulin (favori Lot-et-Garonne)')).toBe(
      `/parcels/${PARCEL}`,
    );
    expect(hrefOf(/^Non lue : Anomalie bloquante sur le capteur SLG-FR-0007 : .* \(favori Lot-et-Garonne\)$/)).toBe(
      `/issues/${ISSUE}`,
    );
    within(items[0] as HTMLElement).getByText('il y a 1 heure');
    expect(
      hrefOf('Non lue : Demande d’assistance SR-2026-000007 de Ferme du Moulin transmise à vous : Couvercle bloqué'),
    ).toBe(`/support/tickets/${ANY}`);
    expect(hrefOf('Non lue : Votre demande SR-2026-000007 est maintenant « Résolue » : Couvercle bloqué')).toBe(
      `/support/tickets/${ANY}`,
    );

    // The holder reads its subscription under "My subscriptions", the seller under "Subscriptions".
    expect(hrefOf('Non lue : L’abonnement de Ferme du Moulin se termine le 31/07/2027')).toBe(
      `/subscriptions-mine/${ANY}`,
    );
    expect(hrefOf('Non lue : L’abonnement de Ferme du Moulin s’est terminé le 31/07/2027')).toBe(
      `/subscriptions/${ANY}`,
    );

    // The lessee opens the contract under its own account's page.
    expect(hrefOf('Non lue : Le contrat de location LC-2026-000042 de Agri Sud attend votre validation')).toBe(
      `/farmers/${ANY}/contracts/${ANY}`,
    );
    expect(within(list).getAllByRole('link')).toHaveLength(NOTIFICATION_TYPES.length);
  });

  it('offers to mark only the unread ones as read', async () => {
    const onMarkSeen = vi.fn();
    const list = await renderList('provider', onMarkSeen);
    const buttons = within(list).getAllByRole('button', { name: 'Marquer comme lue' });
    expect(buttons).toHaveLength(NOTIFICATION_TYPES.length - 1);
    expect(within(within(list).getAllByRole('listitem')[0] as HTMLElement).queryByRole('button')).toBeNull();
    await userEvent.click(buttons[0] as HTMLElement);
    expect(onMarkSeen).toHaveBeenCalledWith(notifications[1]);
  });

  it('opens an issue under its sensor for a farmer, who has no /issues page', async () => {
    const list = await renderList('farmer');
    expect(
      within(list)
        .getByRole('link', { name: /Ouverture du couvercle$/ })
        .getAttribute('href'),
    ).toBe(`/sensors/${SENSOR}/issues/${ISSUE}`);
  });

  it("shows one sensor's burst of faults as one row that expands, and marks them read together", async () => {
    const burst = [3, 2, 1].map(
      (minute) =>
        ({
          id: `e0000000-0000-4000-8000-00000000000${minute}`,
          date: `2026-11-22T11:0${minute}:00.000Z`,
          seenAt: null,
          type: 'issue-opened',
          payload: { ...sensor, issueId: ISSUE, issueType: 'ouverture_couvercle', level: 'high' },
        }) as Notification,
    );
    const onMarkBurstSeen = vi.fn();
    const list = await renderList('provider', vi.fn(), burst, onMarkBurstSeen);
    const toggle = within(list).getByRole('button', { name: 'Non lue : 3 anomalies sur le capteur SLG-FR-0007' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(list).queryByRole('link')).toBeNull();

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(list).getAllByRole('link', { name: /Ouverture du couvercle$/ })).toHaveLength(3);

    await userEvent.click(within(list).getByRole('button', { name: 'Marquer ces anomalies comme lues' }));
    expect(onMarkBurstSeen).toHaveBeenCalledWith(burst);
  });
});
