import pino from 'pino';
import { buildApp } from './app.ts';
import { InvalidSettingsError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
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
import { seedDemoCountryStaff, seedDemoSettings } from './demo/settings.ts';
import { openJobQueue } from './jobs/job-queue.ts';
import { startSchedules } from './jobs/scheduler.ts';
import { sendMailsAsRaised } from './features/notifications/service.ts';
import { startMailing } from './mail/mailing.ts';
import { createForecastClient } from './features/weather/service.ts';
import { mailSender, watchSettings } from './features/settings/service.ts';
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

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const log = pino({ level: config.LOG_LEVEL });
const jobs = await openJobQueue(database, log);
const mailing = await startMailing(config, jobs, log, { sender: mailSender(database.db) });
const app = await buildApp({ config, db: database.db, mailing });

// Demo accounts and their shared password exist only in demo mode.
if (config.ENVIRONMENT === 'demo' && (await isDatabaseEmpty(database.db))) {
  app.log.info('empty database: seeding the demo data set');
  await seedDemo(database.db);
  await seedDemoFleet(database.db);
  await seedDemoParcels(database.db);
  await seedDemoSubscriptions(database.db);
  await seedDemoRentContracts(database.db);
  await seedDemoSupportTickets(database.db);
  await seedDemoNotifications(database.db);
  await seedDemoFavourites(database.db);
  await seedDemoNights(database.db);
  await seedDemoUsage(database.db);
  await seedDemoCountryStaff(database.db);
  await seedDemoSettings(database.db);
  await seedDemoFirmware(
    database.db,
    openFileStore(config),
    await loadFirmwareSigner(database.db, config.FIRMWARE_SIGNING_KEY),
  );
}

const forecasts = createForecastClient({
  baseUrl: config.WEATHER_FORECAST_URL,
  timeoutMs: config.WEATHER_FORECAST_TIMEOUT_MS,
});
await startSchedules(jobs, database, app.log, { mailing, forecasts });
const stopMailsAsRaised = await sendMailsAsRaised(database, mailing, app.log);
const stopWatchingSettings = await watchSettings(database, app.log);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await stopMailsAsRaised();
  await stopWatchingSettings();
  await jobs.stop({ graceful: true });
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
const url = `http://localhost:${config.PORT}`;
const signIns =
  config.ENVIRONMENT === 'demo'
    ? `\nDemo sign-ins (password "${DEMO_PASSWORD}"):\n${DEMO_SIGN_INS.map((u) => `  ${u.email.padEnd(22)} ${u.description}`).join('\n')}\n`
    : '';
process.stdout.write(`\nConsole ready at ${url} (${database.driver.kind})${signIns}\n`);
