import path from 'node:path';
import { documentUrlTemplateSchema, supportExtraLinksSchema } from '@console/domain/config/support-documents';
import {
  type EnvironmentSettings,
  type EnvironmentSettingsInput,
  environmentSettingsSchema,
} from '@console/domain/config/environment-settings';
import { DEFAULT_GLOBAL_SETTINGS, supportDocumentsUnder } from '@console/domain/settings/global-setting-defaults';
import type { GlobalSettingValues, MailSettings } from '@console/domain/settings/global-settings.schema';
import { relativePath } from '@console/domain/url/relative-path';
import { z } from 'zod';

const { product, sessions } = DEFAULT_GLOBAL_SETTINGS;

/** The address ranges proxy-addr (behind Fastify's trustProxy) knows by name. */
const PROXY_ADDR_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;

/** What a process does (decision 173); `all` is one process doing everything, as `npm start` runs it. */
export const SERVER_ROLES = ['all', 'api', 'worker', 'migrate'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

const portSchema = z.coerce.number().int().min(0).max(65535);

const configSchema = z.object({
  /**
   * `api` answers HTTP only, `worker` runs the jobs and schedules and answers its health on HEALTH_PORT, `migrate`
   * applies the migrations (and seeds an empty demo) and exits. Only `all` and `migrate` migrate.
   */
  ROLE: z.enum(SERVER_ROLES).default('all'),
  HEALTH_PORT: portSchema.default(3001),
  PORT: portSchema.default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PGlite data folder, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('./data'),
  /**
   * Where binaries (firmware images) are kept (decision 170): an S3-compatible bucket when S3_BUCKET is set, else the
   * folder `files` under DATA_DIR. S3_ENDPOINT names a store other than AWS (path-style requests); the keys may also
   * come from the AWS SDK's own environment.
   */
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The firmware signing key (Ed25519, PKCS#8 PEM); unset, one is generated and kept in the database. */
  FIRMWARE_SIGNING_KEY: z.string().optional(),
  DATABASE_URL: z.url().optional(),
  /** Connections this process keeps to PostgreSQL for its requests and jobs (docs/deploy.md's connection budget). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Checked with the other deployment settings of spec point 3 by the domain's schema (`environmentSettings`). */
  ENVIRONMENT: z.string().default('demo'),
  /** The release running, named in error reports; unset, none is named. */
  RELEASE: z.string().default(''),
  /** Where errors are reported: a Sentry-compatible DSN (`https://<key>@<host>/<project>`); unset, nowhere. */
  ERROR_REPORTING_DSN: z.string().optional(),
  /** A Matomo-compatible tracker (its `matomo.php`) and site id; unset, the console tracks nothing (decision 153). */
  ANALYTICS_TRACKER_URL: z.string().optional(),
  ANALYTICS_SCRIPT_URL: z.string().optional(),
  ANALYTICS_SITE_ID: z.string().optional(),
  /** Signs access tokens. When unset one is generated and kept in the database, so every process shares it. */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(sessions.accessTokenSeconds),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(sessions.refreshTokenDays),
  /** Sign-in attempts one client IP may make per minute, before any password is hashed. */
  LOGIN_IP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(sessions.attemptsPerIpPerMinute),
  /**
   * Whose X-Forwarded-For to believe for the client's address (decision 075): unset, none; a number, that many proxy
   * hops in front of the server; else a comma-separated list of the proxies' addresses or CIDR ranges (or proxy-addr's
   * `loopback`, `linklocal`, `uniquelocal`). Believing a header anyone can send would let a client choose its own
   * address, and so escape the sign-in limit per address; `true` (believe every hop) is refused for that reason.
   */
  TRUST_PROXY: z
    .union([
      z.literal(['', 'false']).transform(() => false as const),
      // Fastify accepts a hop count at run time but types only proxy-addr's form of it: trust the first n hops.
      z.stringFormat('hops', /^\d+$/).transform((hops) => (_address: string, hop: number) => hop < Number(hops)),
      z
        .string()
        .transform((value) => value.split(',').map((entry) => entry.trim()))
        .pipe(z.array(z.union([z.cidrv4(), z.cidrv6(), z.ipv4(), z.ipv6(), z.enum(PROXY_ADDR_NAMES)]))),
    ])
    .default(false),
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_TITLE: z.string().default(product.appTitle),
  SUPPORT_URL: z.string().default(product.supportLink),
  /** Where on SUPPORT_URL /sav-redirect posts a user's sign-in token (decision 145). */
  SUPPORT_SIGN_IN_PATH: z
    .string()
    .refine((value) => relativePath(value) !== null, 'a path starting with a single /')
    .default('/sso/console'),
  /**
   * Signs the after-sales site's sign-in tokens (HS256, decision 145). The site checks them with the same secret, so
   * both must be given this value. Unset, one is generated and kept in the database (`server_secrets`, named
   * `support-sso-secret`): the site must then be given that one.
   */
  SUPPORT_SSO_SECRET: z.string().min(32).optional(),
  /**
   * The support panel's documents (decision 147): addresses where `{lang}` stands for the reader's language. Unset,
   * pages under SUPPORT_URL: `{SUPPORT_URL}/{lang}/user-guide`, `…/installation-video`, `…/faq`.
   */
  SUPPORT_USER_GUIDE_URL: documentUrlTemplateSchema.optional(),
  /** The manufacturer's anti-slug products, linked from the user menu; `{lang}` stands for the reader's language. */
  ANTI_SLUG_PRODUCT_URL: documentUrlTemplateSchema.default(product.antiSlugProductUrl),
  SUPPORT_INSTALLATION_VIDEO_URL: documentUrlTemplateSchema.optional(),
  SUPPORT_FAQ_URL: documentUrlTemplateSchema.optional(),
  /** More links under them: a JSON list of `{ "label": …, "url": … }` (a `{lang}` address too), at most 5. */
  SUPPORT_EXTRA_LINKS: z
    .string()
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'a JSON list of { "label", "url" }' });
        return z.NEVER;
      }
    })
    .pipe(supportExtraLinksSchema)
    .default([]),
  MAP_TILES_PLAIN_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILES_HYBRID_URL: z
    .string()
    .default('https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}'),
  MAP_TILES_LABELS_URL: z
    .string()
    .default(
      'https://server.arcgisonline.com/ArcGIS/rest/services/Reference/World_Boundaries_and_Places/MapServer/tile/{z}/{y}/{x}',
    ),
  /**
   * Partner weather networks (decision 174): their APIs, and credentials that, when set here, take the place of those
   * saved on `/settings/syncs`. CREDENTIALS_KEY seals saved credentials; unset, a key is generated and kept.
   */
  SENCROP_API_URL: z.url().default('https://api.sencrop.com/v1'),
  SENCROP_CLIENT_ID: z.string().min(1).optional(),
  SENCROP_CLIENT_SECRET: z.string().min(1).optional(),
  SENCROP_PARTNER_ID: z.string().min(1).optional(),
  WEENAT_API_URL: z.url().default('https://api-prod.weenat.com'),
  WEENAT_API_KEY: z.string().min(1).optional(),
  CREDENTIALS_KEY: z.string().min(32).optional(),
  /** Open-Meteo's forecast endpoint, or any server answering like it (a local one in tests). */
  WEATHER_FORECAST_URL: z.url().default('https://api.open-meteo.com/v1/forecast'),
  /** How long a forecast request may take before the page says the forecast is unavailable. */
  WEATHER_FORECAST_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Where links in e-mails point: the console's address as its users reach it. */
  PUBLIC_URL: z.string().default('http://localhost:3000'),
  /** An SMTP server for e-mail; unset, messages are written to DATA_DIR/outbox instead. */
  SMTP_URL: z.url().optional(),
  /** The sender, `Name <address>`; unset, the mail settings' default. */
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * A captcha on /register: the widget's site key (public) and the secret the server checks answers with, at the
   * provider's siteverify address (reCAPTCHA's by default; hCaptcha's works the same). Unset, no captcha is asked.
   */
  CAPTCHA_SITE_KEY: z.string().optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  CAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** The range date filters open on in demo mode (yyyy-MM-dd); unset, they open on the week preset. */
  DEMO_FILTER_FROM: z.string().optional(),
  DEMO_FILTER_TO: z.string().optional(),
});

type ServerSettings = z.infer<typeof configSchema>;

/** Each deployment setting of spec point 3 and the variable it is read from (the prefixes are fixed paths). */
const ENVIRONMENT_VARIABLES = {
  release: 'RELEASE',
  environment: 'ENVIRONMENT',
  apiUrl: 'PUBLIC_URL',
  appTitle: 'APP_TITLE',
  errorReportingDsn: 'ERROR_REPORTING_DSN',
  captchaKey: 'CAPTCHA_SITE_KEY',
  supportLink: 'SUPPORT_URL',
  analyticsTrackerUrl: 'ANALYTICS_TRACKER_URL',
  analyticsScriptUrl: 'ANALYTICS_SCRIPT_URL',
  analyticsSiteId: 'ANALYTICS_SITE_ID',
  demoFilterFrom: 'DEMO_FILTER_FROM',
  demoFilterTo: 'DEMO_FILTER_TO',
} as const satisfies Partial<Record<keyof EnvironmentSettingsInput, keyof ServerSettings>>;

const TILE_VARIABLES = {
  plain: 'MAP_TILES_PLAIN_URL',
  hybrid: 'MAP_TILES_HYBRID_URL',
  labels: 'MAP_TILES_LABELS_URL',
} as const;

/** The variable behind a path of the domain's schema, for a message a person deploying can act on. */
const variableOf = (path: PropertyKey[]): string => {
  const [key, tile] = path;
  if (key === 'mapTiles' && typeof tile === 'string' && tile in TILE_VARIABLES)
    return TILE_VARIABLES[tile as keyof typeof TILE_VARIABLES];
  return ENVIRONMENT_VARIABLES[key as keyof typeof ENVIRONMENT_VARIABLES] ?? String(key);
};

/** Settings the server cannot start with; the message names each variable and what is wrong with it. */
export class InvalidSettingsError extends Error {
  constructor(error: z.ZodError) {
    super(`Invalid settings: ${z.prettifyError(error)}`);
  }
}

/** The deployment settings, checked by the domain's schema under their variables' names. */
const environmentSettingsOf = (settings: ServerSettings): EnvironmentSettings => {
  const input = Object.fromEntries(
    Object.entries(ENVIRONMENT_VARIABLES).map(([key, variable]) => [key, settings[variable]]),
  );
  const result = environmentSettingsSchema.safeParse({
    ...input,
    mapTiles: {
      plain: settings.MAP_TILES_PLAIN_URL,
      hybrid: settings.MAP_TILES_HYBRID_URL,
      labels: settings.MAP_TILES_LABELS_URL,
    },
  });
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ ...issue, path: [variableOf(issue.path)] }));
  throw new InvalidSettingsError(new z.ZodError(issues));
};

/** The support documents' defaults follow SUPPORT_URL, which a field's own default cannot read. */
const withSupportDocumentDefaults = (config: ServerSettings, environmentSettings: EnvironmentSettings) => {
  const pages = supportDocumentsUnder(config.SUPPORT_URL);
  return {
    ...config,
    ENVIRONMENT: environmentSettings.environment,
    environmentSettings,
    SUPPORT_USER_GUIDE_URL: config.SUPPORT_USER_GUIDE_URL ?? pages.userGuide,
    SUPPORT_INSTALLATION_VIDEO_URL: config.SUPPORT_INSTALLATION_VIDEO_URL ?? pages.installationVideo,
    SUPPORT_FAQ_URL: config.SUPPORT_FAQ_URL ?? pages.faq,
  };
};

type DeploymentSettings = ReturnType<typeof withSupportDocumentDefaults>;

/** `Name <address>`, or a bare address, as MAIL_FROM gives the sender. */
const senderOf = (from: string | undefined): MailSettings => {
  if (from === undefined) return DEFAULT_GLOBAL_SETTINGS.mail;
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (!named) return { senderName: DEFAULT_GLOBAL_SETTINGS.mail.senderName, senderAddress: from.trim() };
  return { senderName: named[1] || DEFAULT_GLOBAL_SETTINGS.mail.senderName, senderAddress: named[2]?.trim() ?? '' };
};

/** The defaults of this deployment's settings: the domain's, except where a variable sets one (decision 160). */
const settingDefaultsOf = (config: DeploymentSettings): GlobalSettingValues => ({
  ...DEFAULT_GLOBAL_SETTINGS,
  product: {
    appTitle: config.environmentSettings.appTitle,
    supportLink: config.SUPPORT_URL,
    antiSlugProductUrl: config.ANTI_SLUG_PRODUCT_URL,
    supportDocuments: {
      userGuide: config.SUPPORT_USER_GUIDE_URL,
      installationVideo: config.SUPPORT_INSTALLATION_VIDEO_URL,
      faq: config.SUPPORT_FAQ_URL,
      extraLinks: config.SUPPORT_EXTRA_LINKS,
    },
  },
  mail: senderOf(config.MAIL_FROM),
  sessions: {
    ...DEFAULT_GLOBAL_SETTINGS.sessions,
    accessTokenSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenDays: config.REFRESH_TOKEN_TTL_DAYS,
    attemptsPerIpPerMinute: config.LOGIN_IP_LIMIT_PER_MINUTE,
  },
  // The demo's sign-ins, given in the README, work with a password alone.
  security: { mfaRequiredForStaff: config.ENVIRONMENT !== 'demo' },
});

export type Config = DeploymentSettings & {
  settingDefaults: GlobalSettingValues;
  /** The variables of SETTING_DEFAULT_VARIABLES this deployment sets. */
  settingDefaultsFromEnvironment: string[];
};

/** Variables that, where set, give a setting of `/settings/global` its default (decision 160). */
const SETTING_DEFAULT_VARIABLES = [
  'APP_TITLE',
  'SUPPORT_URL',
  'ANTI_SLUG_PRODUCT_URL',
  'SUPPORT_USER_GUIDE_URL',
  'SUPPORT_INSTALLATION_VIDEO_URL',
  'SUPPORT_FAQ_URL',
  'SUPPORT_EXTRA_LINKS',
  'MAIL_FROM',
  'ACCESS_TOKEN_TTL_SECONDS',
  'REFRESH_TOKEN_TTL_DAYS',
  'LOGIN_IP_LIMIT_PER_MINUTE',
] as const satisfies readonly (keyof ServerSettings)[];

/** Settings come from the environment once, here; the rest of the server receives a Config. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) throw new InvalidSettingsError(parsed.error);
  if ((parsed.data.ROLE === 'api' || parsed.data.ROLE === 'worker') && !parsed.data.DATABASE_URL) {
    const message = 'api and worker processes share a PostgreSQL server: set DATABASE_URL, or use ROLE=all';
    throw new InvalidSettingsError(new z.ZodError([{ code: 'custom', path: ['ROLE'], message, input: undefined }]));
  }
  const deployment = withSupportDocumentDefaults(parsed.data, environmentSettingsOf(parsed.data));
  return {
    ...deployment,
    settingDefaults: settingDefaultsOf(deployment),
    settingDefaultsFromEnvironment: SETTING_DEFAULT_VARIABLES.filter((name) => env[name] !== undefined),
  };
};
