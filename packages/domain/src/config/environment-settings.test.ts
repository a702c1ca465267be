import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  type EnvironmentSettingsInput,
  environmentSettingsSchema,
  getDemoDateFilter,
  OAUTH_PREFIX,
} from './environment-settings.ts';

const valid: EnvironmentSettingsInput = {
  release: '1.4.2',
  environment: 'production',
  apiUrl: 'https://console.example.com',
  appTitle: 'Slugwatch',
  mapTiles: {
    plain: 'https://tiles.example.com/{z}/{x}/{y}.png',
    hybrid: 'https://imagery.example.com/{z}/{y}/{x}',
    labels: 'https://labels.example.com/{z}/{y}/{x}',
  },
  captchaKey: 'captcha-key',
  supportLink: 'https://support.example.com',
};

const issuePaths = (input: Record<string, unknown>) =>
  environmentSettingsSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('environmentSettingsSchema', () => {
  it('accepts the required settings and fills the defaults of spec point 9', () => {
    expect(environmentSettingsSchema.parse(valid)).toMatchObject({
      apiPrefix: '/back',
      oauthPrefix: '/oauth',
      analyticsSiteId: '1',
    });
    expect(API_PREFIX).toBe('/back');
    expect(OAUTH_PREFIX).toBe('/oauth');
  });

  it.each(['apiPrefix', 'oauthPrefix', 'appTitle'])('requires %s to be non-empty', (key) => {
    expect(issuePaths({ ...valid, [key]: '  ' })).toEqual([key]);
  });

  it('takes the captcha key as optional, and refuses it blank', () => {
    expect(issuePaths({ ...valid, captchaKey: undefined })).toEqual([]);
    expect(issuePaths({ ...valid, captchaKey: ' ' })).toEqual(['captchaKey']);
  });

  it('requires map tile templates naming the zoom, column and row', () => {
    expect(
      issuePaths({ ...valid, mapTiles: { ...valid.mapTiles, hybrid: 'https://imagery.example.com/{z}' } }),
    ).toEqual(['mapTiles.hybrid']);
    expect(issuePaths({ ...valid, mapTiles: undefined })).toEqual(['mapTiles']);
  });

  it.each(['apiUrl', 'supportLink'])('requires %s to be a valid URL', (key) => {
    expect(issuePaths({ ...valid, [key]: 'not a url' })).toEqual([key]);
    expect(issuePaths({ ...valid, [key]: undefined })).toEqual([key]);
  });

  it.each(['errorReportingDsn', 'analyticsTrackerUrl', 'analyticsScriptUrl'])(
    'accepts %s absent or empty, and checks it when given',
    (key) => {
      expect(issuePaths({ ...valid, [key]: undefined })).toEqual([]);
      const parsed: Record<string, unknown> = environmentSettingsSchema.parse({ ...valid, [key]: '' });
      expect(parsed[key]).toBeUndefined();
      expect(issuePaths({ ...valid, [key]: 'https://key@errors.example.com/4' })).toEqual([]);
      expect(issuePaths({ ...valid, [key]: 'nope' })).toEqual([key]);
    },
  );

  it('takes a single-digit analytics site id', () => {
    expect(issuePaths({ ...valid, analyticsSiteId: '0' })).toEqual([]);
    expect(issuePaths({ ...valid, analyticsSiteId: '9' })).toEqual([]);
    expect(issuePaths({ ...valid, analyticsSiteId: '10' })).toEqual(['analyticsSiteId']);
    expect(issuePaths({ ...valid, analyticsSiteId: 'a' })).toEqual(['analyticsSiteId']);
  });

  it.each(['dev', 'staging', 'production', 'demo'])('accepts the %s environment', (environment) => {
    expect(issuePaths({ ...valid, environment })).toEqual([]);
  });

  it('rejects any other environment and a missing release', () => {
    expect(issuePaths({ ...valid, environment: 'test' })).toEqual(['environment']);
    expect(issuePaths({ ...valid, release: undefined })).toEqual(['release']);
  });

  it('checks the demo dates when given', () => {
    expect(issuePaths({ ...valid, demoFilterFrom: '2024-04-01', demoFilterTo: '2024-04-31' })).toEqual([
      'demoFilterTo',
    ]);
  });
});

describe('getDemoDateFilter', () => {
  const demo = { ...valid, environment: 'demo', demoFilterFrom: '2024-04-01', demoFilterTo: '2024-04-30' } as const;

  it('gives the configured range in the demo environment', () => {
    expect(getDemoDateFilter(environmentSettingsSchema.parse(demo))).toEqual({ from: '2024-04-01', to: '2024-04-30' });
  });

  it('gives nothing elsewhere, with an end missing, or with the ends reversed', () => {
    expect(getDemoDateFilter(environmentSettingsSchema.parse({ ...demo, environment: 'staging' }))).toBeUndefined();
    expect(getDemoDateFilter(environmentSettingsSchema.parse({ ...demo, demoFilterTo: undefined }))).toBeUndefined();
    expect(
      getDemoDateFilter(environmentSettingsSchema.parse({ ...demo, demoFilterFrom: '2024-05-01' })),
    ).toBeUndefined();
  });
});
