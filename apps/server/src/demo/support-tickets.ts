import { and, asc, eq, inArray } from 'drizzle-orm';
import { now as clockNow } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { accounts, sensors, supportTicketMessages, supportTickets, users } from '../db/schema.ts';
import { nextTicketReference } from '../features/support/service.ts';

const HOUR_MS = 3_600_000;

type DemoMessage = { by: 'farmer' | 'provider' | 'staff'; hoursAgo: number; body: string };

/**
 * The demo's support tickets (issue 23): the farmer's lid that no longer latches, answered by its distributor; a
 * question on the farm's invoice, waiting at the manufacturer; a fault the distributor escalated; and the
 * distributor's own installation question, solved. They fill the support pages and the dashboard's support tab.
 */
export const seedDemoSupportTickets = async (db: Database, now = clockNow()): Promise<void> => {
  const people = await db
    .select({ id: users.id, email: users.email, accountId: users.accountId })
    .from(users)
    .where(inArray(users.email, ['farmer@demo.test', 'provider@demo.test', 'staff@demo.test']));
  const person = (email: string) => people.find((row) => row.email === email);
  const [farmer, provider, staff] = ['farmer', 'provider', 'staff'].map((name) => person(`${name}@demo.test`));
  if (!farmer?.accountId || !provider?.accountId || !staff) return;
  const [farmSensor, otherSensor] = await db
    .select({ id: sensors.id, parcelId: sensors.parcelId })
    .from(sensors)
    .innerJoin(accounts, eq(accounts.id, sensors.accountId))
    .where(and(eq(sensors.accountId, farmer.accountId), eq(sensors.hasProviderSupport, true)))
    .orderBy(asc(sensors.serialNumber))
    .limit(2);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const authorOf = { farmer, provider, staff };

  await db.transaction(async (tx) => {
    const add = async (
      ticket: Omit<typeof supportTickets.$inferInsert, 'reference' | 'createdAt' | 'updatedAt'>,
      messages: DemoMessage[],
      closedHoursAgo?: number,
    ) => {
      const first = messages[0]?.hoursAgo ?? 0;
      const last = closedHoursAgo ?? messages.at(-1)?.hoursAgo ?? first;
      const answer = messages.find(
        (message) => message.by !== 'farmer' && authorOf[message.by].accountId !== ticket.accountId,
      );
      const [row] = await tx
        .insert(supportTickets)
        .values({
          ...ticket,
          reference: nextTicketReference,
          createdAt: at(first),
          updatedAt: at(last),
          firstAnsweredAt: answer ? at(answer.hoursAgo) : null,
          solvedAt: ticket.status === 'solved' && closedHoursAgo !== undefined ? at(closedHoursAgo) : null,
        })
        .returning({ id: supportTickets.id });
      if (!row) return;
      await tx.insert(supportTicketMessages).values(
        messages.map((message) => ({
          ticketId: row.id,
          authorId: authorOf[message.by].id,
          side: authorOf[message.by].accountId === ticket.accountId ? ('customer' as const) : ('support' as const),
          body: message.body,
          createdAt: at(message.hoursAgo),
        })),
      );
    };
    const farmTicket = { accountId: farmer.accountId ?? '', requesterId: farmer.id };
    if (farmSensor) {
      await add(
        {
          ...farmTicket,
          subject: 'Le couvercle du piège ne se verrouille plus',
          category: 'sensor-fault',
          status: 'waiting_for_customer',
          desk: 'provider',
          providerAccountId: provider.accountId,
          sensorId: farmSensor.id,
          parcelId: farmSensor.parcelId,
        },
        [
          {
            by: 'farmer',
            hoursAgo: 52,
            body: 'Depuis l’orage de lundi, le couvercle reste entrouvert et le piège signale une ouverture.',
          },
          {
            by: 'provider',
            hoursAgo: 30,
            body: 'Pouvez-vous vérifier que le loquet n’est pas tordu et nous envoyer une photo ?',
          },
        ],
      );
    }
    if (otherSensor) {
      await add(
        {
          ...farmTicket,
          subject: 'Aucune capture depuis trois nuits',
          category: 'sensor-fault',
          status: 'waiting_for_support',
          desk: 'manufacturer',
          providerAccountId: provider.accountId,
          sensorId: otherSensor.id,
          parcelId: otherSensor.parcelId,
          escalatedAt: at(20),
        },
        [
          {
            by: 'farmer',
            hoursAgo: 70,
            body: 'Le capteur reste allumé mais n’envoie plus de photo depuis trois nuits.',
          },
          {
            by: 'provider',
            hoursAgo: 46,
            body: 'Nous avons redémarré le capteur à distance, sans effet. Nous transmettons au fabricant.',
          },
        ],
      );
    }
    await add(
      {
        ...farmTicket,
        subject: 'Adresse de facturation de l’abonnement',
        category: 'subscription-or-contract',
        status: 'open',
        desk: 'manufacturer',
      },
      [
        {
          by: 'farmer',
          hoursAgo: 5,
          body: 'Notre adresse de facturation a changé : où la modifier pour la prochaine facture ?',
        },
      ],
    );
    await add(
      {
        accountId: provider.accountId ?? '',
        requesterId: provider.id,
        subject: 'Installation height on a rapeseed plot',
        category: 'installation',
        status: 'solved',
        desk: 'manufacturer',
      },
      [
        {
          by: 'provider',
          hoursAgo: 300,
          body: 'At what height should the trap stand in a rapeseed plot after emergence?',
        },
        {
          by: 'staff',
          hoursAgo: 280,
          body: 'Set it flush with the soil, under the canopy: slugs come to the bait at ground level.',
        },
      ],
      270,
    );
  });
};
