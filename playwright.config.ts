import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const FORECAST_PORT = PORT + 99;
const MAIL_SMTP_PORT = PORT + 97;
const MAIL_HTTP_PORT = PORT + 98;
const SUPPORT_SITE_PORT = PORT + 96;
const ANALYTICS_PORT = PORT + 94;
const WEENAT_PORT = PORT + 93;
/** Shared by the console and the fake after-sales site, for these tests only. */
const SUPPORT_SSO_SECRET = 'e2e-only-support-sso-secret-0123456789';
// Separate ports and folders let two runs share a machine.
const dataDir = path.resolve(import.meta.dirname, process.env.E2E_DATA_DIR ?? '.e2e-data');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // The accessibility walk only reads: its parts run two at a time. The journeys change the demo data they share, and
  // run one at a time (their project's own limit).
  workers: 2,
  // A flaky journey fails rather than passing on a second try: it waits on something a user would not.
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // The walk runs first, as the journeys change what it reads (the terms' version, a user's language).
    {
      name: 'accessibility',
      testMatch: 'accessibility.spec.ts',
      fullyParallel: true,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The journeys share the demo data and change it: one at a time.
    {
      name: 'chromium',
      testIgnore: 'accessibility.spec.ts',
      dependencies: ['accessibility'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      // A fresh demo database for every run.
      command: `rm -rf ${dataDir} && npm run start -w @console/server`,
      url: `http://localhost:${PORT}/back/locales/en/common`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        ENVIRONMENT: 'demo',
        LOG_LEVEL: 'warn',
        LOGIN_IP_LIMIT_PER_MINUTE: '1000',
        WEATHER_FORECAST_URL: `http://127.0.0.1:${FORECAST_PORT}/v1/forecast`,
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        PUBLIC_URL: `http://localhost:${PORT}`,
        SUPPORT_URL: `http://127.0.0.1:${SUPPORT_SITE_PORT}`,
        SUPPORT_SSO_SECRET,
        ANALYTICS_TRACKER_URL: `http://127.0.0.1:${ANALYTICS_PORT}/matomo.php`,
        ANALYTICS_SITE_ID: '3',
        WEENAT_API_URL: `http://127.0.0.1:${WEENAT_PORT}`,
      },
    },
    {
      // A real SMTP server on loopback; the journeys read what it received over HTTP (tests/e2e/fixtures.ts).
      command: 'node --import tsx tests/mail-catcher.ts',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/`,
      reuseExistingServer: false,
      env: { MAIL_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      // The weather forecast's provider, local: the tests reach no internet service.
      command: 'node --import tsx tests/forecast-provider.ts',
      url: `http://127.0.0.1:${FORECAST_PORT}/v1/forecast`,
      reuseExistingServer: false,
      env: { FORECAST_PORT: String(FORECAST_PORT) },
    },
    {
      // Weenat's API, local: the sync page's journey configures it and runs a sync against it.
      command: 'node --import tsx tests/weenat-network.ts',
      url: `http://127.0.0.1:${WEENAT_PORT}/v3/devices/`,
      reuseExistingServer: false,
      env: { WEENAT_PORT: String(WEENAT_PORT) },
    },
    {
      // A Matomo-compatible tracker, local: keeps the page views and events the console sends.
      command: 'node --import tsx tests/analytics-tracker.ts',
      url: `http://127.0.0.1:${ANALYTICS_PORT}/`,
      reuseExistingServer: false,
      env: { ANALYTICS_PORT: String(ANALYTICS_PORT) },
    },
    {
      // The after-sales site, local: checks the console's sign-in tokens and says who is signed in.
      command: 'node --import tsx tests/support-site.ts',
      url: `http://127.0.0.1:${SUPPORT_SITE_PORT}/`,
      reuseExistingServer: false,
      env: { SUPPORT_SITE_PORT: String(SUPPORT_SITE_PORT), SUPPORT_SSO_SECRET },
    },
  ],
});
