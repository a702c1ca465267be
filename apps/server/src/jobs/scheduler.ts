import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { purgeLoginAttempts } from '../auth/login-throttle.ts';
import { purgeSignIns } from '../auth/sign-ins.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { readSetting } from '../db/settings-store.ts';
import { foldSensorNights, sendDashboardDigests } from '../features/dashboard/service.ts';
import { advanceCampaigns } from '../features/firmware/service.ts';
import { detectSilentSensors, judgeCaptureClocks } from '../features/issues/service.ts';
import {
  raiseCropReminders,
  raiseIssueReminders,
  raiseSensorsFarFromParcels,
  sendDailyDigests,
  sendNotificationMails,
} from '../features/notifications/service.ts';
import { refreshParcelRisks } from '../features/parcels/service.ts';
import { purgeSupportLogins } from '../features/profile/service.ts';
import { getRiskSettings } from '../features/settings/service.ts';
import { purgeExpiredData } from '../db/retention.ts';
import { keepReadingPartitions } from '../db/reading-partitions.ts';
import { solveTicketsOfClosedIssues } from '../features/support/service.ts';
import { purgeExpiredImages } from '../features/capture-images/service.ts';
import { openFileStore } from '../storage/file-store.ts';
import { foldSensorCounts } from '../features/sensors/service.ts';
import { raiseValidationReminders } from '../features/rent-contracts/service.ts';
import { raiseExpiryNotices, raiseRenewalReminders, renewDueSubscriptions } from '../features/subscriptions/service.ts';
import { type ForecastClient, refreshParcelForecasts } from '../features/weather/service.ts';
import { purgeCountedEvents } from '../limits/rate-limit.ts';
import type { Mailing } from '../mail/mail-queue.ts';
import type { Config } from '../config.ts';
import { syncWeatherStations } from '../features/weather-syncs/service.ts';

/** What the jobs need beyond the database, built once per process (main.ts). */
export type ScheduleDeps = { mailing: Mailing; forecasts: ForecastClient; config: Config };

/** Scheduled work: pg-boss runs each schedule once per slot across every server process on the database. */
const SCHEDULES = [
  {
    name: 'issues-detect-silent-sensors',
    cron: '*/5 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const opened = await detectSilentSensors(handle.db);
      if (opened > 0) log.info({ opened }, 'silence rules opened issues');
    },
  },
  {
    // Reminders count whole days open: hourly, each comes within the hour of its day.
    name: 'issues-remind-open',
    cron: '43 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const raised = await raiseIssueReminders(handle.db, await readSetting(handle.db, 'issueRules'));
      if (raised > 0) log.info({ raised }, 'open issue reminders raised');
    },
  },
  {
    // The list's counts add up every row written since the last run: a few minutes of state changes at most.
    name: 'sensors-fold-counts',
    cron: '*/5 * * * *',
    run: async (handle: DatabaseHandle) => foldSensorCounts(handle.db),
  },
  {
    // New captures move the risk; a night's counts are complete once an hour has passed.
    name: 'parcels-refresh-risk',
    cron: '7 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const changed = await refreshParcelRisks(handle.db);
      if (changed.length > 0) log.info({ changed: changed.length }, 'parcel risk levels changed');
    },
  },
  {
    // Reminders compare calendar dates in each parcel's zone: hourly, each zone's new day is seen within the hour.
    name: 'notifications-crop-reminders',
    cron: '23 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const { lastSensitiveStage } = await getRiskSettings(handle.db);
      const raised = await raiseCropReminders(handle.db, lastSensitiveStage);
      if (raised > 0) log.info({ raised }, 'crop reminders raised');
    },
  },
  {
    // A period ends on its holder's calendar day: hourly, each zone's new day is seen within the hour. Renewing
    // first leaves reminders and expiry notices to the subscriptions that did not renew themselves.
    name: 'subscriptions-renew-and-remind',
    cron: '29 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const { renewed, refused } = await renewDueSubscriptions(handle.db);
      const reminded = await raiseRenewalReminders(handle.db);
      const expired = await raiseExpiryNotices(handle.db);
      if (renewed + refused + reminded + expired > 0) {
        log.info({ renewed, refused, reminded, expired }, 'subscriptions renewed and reminded');
      }
    },
  },
  {
    // A contract left waiting three days reminds its lessee once.
    name: 'rent-contracts-remind',
    cron: '37 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const reminded = await raiseValidationReminders(handle.db);
      if (reminded > 0) log.info({ reminded }, 'rent contracts to validate reminded');
    },
  },
  {
    // Devices report about hourly; a quarter of an hour keeps the alert close to the first capture away.
    name: 'notifications-sensor-distance',
    cron: '*/15 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const raised = await raiseSensorsFarFromParcels(handle.db);
      if (raised > 0) log.info({ raised }, 'sensors far from their parcels notified');
    },
  },
  {
    // Each notification's e-mail within a minute of it; pg-boss runs schedules at most once a minute.
    name: 'notifications-send-mails',
    cron: '* * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger, deps: ScheduleDeps) => {
      const queued = await sendNotificationMails(deps.mailing, handle.db);
      if (queued > 0) log.info({ queued }, 'notification e-mails queued');
    },
  },
  {
    // Digests leave at 06:00 in each user's zone: a quarter-hourly run meets half- and quarter-hour offsets too.
    name: 'notifications-send-digests',
    cron: '*/15 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger, deps: ScheduleDeps) => {
      const queued = await sendDailyDigests(deps.mailing, handle.db);
      if (queued > 0) log.info({ queued }, 'daily digests queued');
    },
  },
  {
    // The dashboards' nights: a quarter of an hour behind the captures at most, and each new night opens at noon UTC.
    name: 'dashboard-fold-nights',
    cron: '*/15 * * * *',
    run: async (handle: DatabaseHandle) => foldSensorNights(handle.db),
  },
  {
    // Dashboard digests leave on Monday at 07:00 in each user's zone, met within a quarter of an hour.
    name: 'dashboard-send-digests',
    cron: '*/15 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger, deps: ScheduleDeps) => {
      const queued = await sendDashboardDigests(deps.mailing, handle.db);
      if (queued > 0) log.info({ queued }, 'dashboard digests queued');
    },
  },
  {
    // The parcels nobody opened get their forecast and outlook too (decision 118), a few at a time.
    name: 'weather-refresh-forecasts',
    cron: '*/10 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger, deps: ScheduleDeps) => {
      const kept = await refreshParcelForecasts(handle.db, deps.forecasts);
      if (kept > 0) log.info({ kept }, 'parcel forecasts kept');
    },
  },
  {
    // Stations report hourly; a run a little after the hour takes the hour just ended (decision 174).
    name: 'weather-sync-stations',
    cron: '13 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger, deps: ScheduleDeps) => {
      for (const { network, stations, hoursStored, errors } of await syncWeatherStations(handle.db, deps.config)) {
        log.info({ network, stations, hoursStored, errors: errors.length }, 'weather stations synced');
      }
    },
  },
  {
    // Throttling looks back a day at most (decisions 003 and 078), the profile's sign-ins 90 days: older rows only
    // fill the tables.
    name: 'limits-purge-old-events',
    cron: '41 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const purged =
        (await purgeCountedEvents(handle.db)) + (await purgeLoginAttempts(handle.db)) + (await purgeSignIns(handle.db));
      if (purged > 0) log.info({ purged }, 'old throttling events purged');
    },
  },
  {
    // The captures' months (decision 181): hourly, so a clock error shows within the hour and a missed run costs
    // nothing with three months made ahead.
    name: 'readings-keep-partitions',
    cron: '51 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const months = await keepReadingPartitions(handle.db);
      const clocks = await judgeCaptureClocks(handle.db, solveTicketsOfClosedIssues);
      if (months.created + months.dropped + clocks.opened + clocks.closed > 0) {
        log.info({ ...months, ...clocks }, 'capture months kept, sensor clocks judged');
      }
    },
  },
  {
    // The staff's retention settings (decision 160): once a night, outside the working day.
    name: 'settings-purge-expired-data',
    cron: '53 3 * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const purged = await purgeExpiredData(handle.db);
      if (Object.values(purged).some((count) => count > 0)) log.info(purged, 'data past its retention purged');
    },
  },
  {
    // The traps' photos (decision 178), after the readings' purge: files first, then their rows.
    name: 'capture-images-purge-expired',
    cron: '13 4 * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger, deps: ScheduleDeps) => {
      const purged = await purgeExpiredImages({ db: handle.db, files: openFileStore(deps.config) });
      if (purged.images + purged.thumbnails > 0) log.info(purged, 'trap photos past their retention purged');
    },
  },
  {
    // Devices ask for work about hourly: a few minutes keeps a stage's end, a pause or a silent device close to it.
    name: 'firmware-advance-campaigns',
    cron: '*/5 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const moves = await advanceCampaigns(handle.db);
      if (Object.values(moves).some((count) => count > 0)) log.info(moves, 'firmware campaigns moved');
    },
  },
  {
    // Support sign-in rows are kept 90 days for tracing a token (decision 145); an hour late costs nothing.
    name: 'profile-purge-support-logins',
    cron: '47 * * * *',
    run: async (handle: DatabaseHandle, log: FastifyBaseLogger) => {
      const purged = await purgeSupportLogins(handle.db);
      if (purged > 0) log.info({ purged }, 'old support sign-in rows purged');
    },
  },
] as const;

/**
 * Registers the schedules and works them; pg-boss runs each slot on one of the processes that run jobs on the
 * database.
 */
export const startSchedules = async (
  boss: PgBoss,
  handle: DatabaseHandle,
  log: FastifyBaseLogger,
  deps: ScheduleDeps,
): Promise<void> => {
  for (const schedule of SCHEDULES) {
    await boss.createQueue(schedule.name);
    await boss.schedule(schedule.name, schedule.cron);
    await boss.work(schedule.name, async () => schedule.run(handle, log, deps));
  }
};
