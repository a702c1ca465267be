import pino from 'pino';
import { buildApp, buildHealthApp } from './app.ts';
import { type Config, InvalidSettingsError, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { seedDemoFavourites } from './demo/favourites.ts';
import { seedDemoFirmware } from './demo/firmware.ts';
import { loadFirmwareSigner } from './features/firmware/service.ts';
import { openFileStore } from './storage/file-store.ts';
import { seedDemoFleet } from './demo/fleet.ts';
import { seedDemoNights } from './demo/nights.ts';
import { seedDemoNotifications } from './demo/notifications.ts';
import { seedDemoParcels } from './demo/parcels.ts';
import { seedDemoRentContracts } from './demo/rent-contracts.ts';
import { seedDemoSupportTickets } from './demo/support-tickets.ts';
import { seedDemoSubscriptions } from './demo/subscriptions.ts';
import { seedDemoUsage } from './demo/usage.ts';
import { seedDemoWeatherStations } from './demo/weather-stations.ts';
import { seedDemoCountryStaff, seedDemoSettings } from './demo/settings.ts';
import { seedDemoTwoFactorStaff } from './demo/two-factor.ts';
import { openJobQueue, queueBacklog } from './jobs/job-queue.ts';
import { startSchedules } from './jobs/scheduler.ts';
import { sendMailsAsRaised } from './features/notifications/service.ts';
import { startMailing } from './mail/mailing.ts';
import { createForecastClient } from './features/weather/service.ts';
import { mailSender, watchSettings } from './features/settings/service.ts';
import { seedDemoCaptureImages } from './demo/capture-images.ts';
import { seedDemoCountReviews } from './demo/count-reviews.ts';
import { DEMO_PASSWORD, DEMO_SIGN_INS, isDatabaseEmpty, seedDemo } from './demo/seed.ts';

/** Bad settings stop the start with what to fix, not a stack trace. */
const readConfig = () => {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof InvalidSettingsError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
};

/** An empty demo database gets the demo data set, from the process that migrates it. */
const seedEmptyDemo = async (config: Config, { db }: DatabaseHandle, log: pino.Logger) => {
  // Demo accounts and their shared password exist only in demo mode.
  if (config.ENVIRONMENT !== 'demo' || !(await isDatabaseEmpty(db))) return;
  log.info('empty database: seeding the demo data set');
  await seedDemo(db);
  await seedDemoFleet(db);
  await seedDemoParcels(db);
  await seedDemoSubscriptions(db);
  await seedDemoRentContracts(db);
  await seedDemoSupportTickets(db);
  await seedDemoNotifications(db);
  await seedDemoFavourites(db);
  await seedDemoNights(db);
  await seedDemoUsage(db);
  await seedDemoCountryStaff(db);
  await seedDemoTwoFactorStaff(db);
  await seedDemoSettings(db);
  await seedDemoFirmware(db, openFileStore(config), await loadFirmwareSigner(db, config.FIRMWARE_SIGNING_KEY));
  await seedDemoWeatherStations(db);
  await seedDemoCaptureImages(db, openFileStore(config));
  await seedDemoCountReviews(db);
};

// What this process does (decision 173): `all` does everything, as `npm start` runs it.
const config = readConfig();
const { ROLE: role } = config;
const migrates = role === 'all' || role === 'migrate';
const runsJobs = role === 'all' || role === 'worker';
const log = pino({ level: config.LOG_LEVEL });
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  migrate: migrates,
});
const jobs = await openJobQueue(database, log, { migrates, runsJobs });
if (migrates) await seedEmptyDemo(config, database, log);
if (role === 'migrate') {
  await jobs.stop({ graceful: false });
  await database.close();
  process.stdout.write('Migrations applied\n');
  process.exit(0);
}

const mailing = await startMailing(config, jobs, log, { sender: mailSender(database.db), runsJobs });
const backlog = runsJobs ? () => queueBacklog(jobs) : undefined;
const app =
  role === 'worker'
    ? await buildHealthApp({ config, db: database.db, backlog })
    : await buildApp({ config, db: database.db, mailing, backlog });
const stopWatchingSettings = await watchSettings(database, log);
let stopMailsAsRaised = async () => {};
if (runsJobs) {
  const forecasts = createForecastClient({
    baseUrl: config.WEATHER_FORECAST_URL,
    timeoutMs: config.WEATHER_FORECAST_TIMEOUT_MS,
  });
  await startSchedules(jobs, database, log, { mailing, forecasts, config });
  stopMailsAsRaised = await sendMailsAsRaised(database, mailing, log);
}

const shutdown = async (signal: string) => {
  log.info({ signal }, 'shutting down');
  await app.close();
  await stopMailsAsRaised();
  await stopWatchingSettings();
  await jobs.stop({ graceful: true });
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

if (role === 'worker') {
  await app.listen({ port: config.HEALTH_PORT, host: config.HOST });
  process.stdout.write(`\nWorker running; health at http://localhost:${config.HEALTH_PORT}/back/health\n`);
} else {
  await app.listen({ port: config.PORT, host: config.HOST });
  const url = `http://localhost:${config.PORT}`;
  const signIns =
    config.ENVIRONMENT === 'demo'
      ? `\nDemo sign-ins (password "${DEMO_PASSWORD}"):\n${DEMO_SIGN_INS.map((u) => `  ${u.email.padEnd(22)} ${u.description}`).join('\n')}\n`
      : '';
  process.stdout.write(`\nConsole ready at ${url} (${database.driver.kind}, ${role})${signIns}\n`);
}
