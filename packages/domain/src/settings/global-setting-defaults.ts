import { DEFAULT_ISSUE_RULES } from '../issue/issue-rule-settings.ts';
import { DEFAULT_RISK_SETTINGS } from '../risk/risk-model.ts';
import { DEFAULT_COUNTRY_PACKS } from '../country/country-pack.ts';
import type { SupportDocuments } from '../config/support-documents.ts';
import type { GlobalSettingValues } from './global-settings.schema.ts';

const DEFAULT_SUPPORT_LINK = 'https://support.example.com';

/** The support panel's documents as pages of the support site, in the reader's language (decision 147). */
export const supportDocumentsUnder = (supportLink: string): SupportDocuments => {
  const page = (name: string) => `${supportLink.replace(/\/+$/, '')}/{lang}/${name}`;
  return {
    userGuide: page('user-guide'),
    installationVideo: page('installation-video'),
    faq: page('faq'),
    extraLinks: [],
  };
};

/**
 * What an installation starts from. The deployment's environment variables, where set, take the place of some
 * (`settingDefaults` on the server); a version of the setting takes the place of both.
 */
export const DEFAULT_GLOBAL_SETTINGS: GlobalSettingValues = {
  product: {
    appTitle: 'SlugWatch',
    supportLink: DEFAULT_SUPPORT_LINK,
    antiSlugProductUrl: 'https://www.desangosse.com/',
    supportDocuments: supportDocumentsUnder(DEFAULT_SUPPORT_LINK),
  },
  mail: { senderName: 'SlugWatch', senderAddress: 'no-reply@slugwatch.example' },
  sessions: {
    accessTokenSeconds: 900,
    refreshTokenDays: 30,
    failuresBeforeLock: 5,
    lockMinutes: 15,
    attemptsPerIpPerMinute: 60,
    activationLinkHours: 7 * 24,
    passwordResetLinkHours: 1,
  },
  security: { mfaRequiredForStaff: true },
  risk: DEFAULT_RISK_SETTINGS,
  retention: {
    readingsDays: 3 * 365,
    notificationsDays: 365,
    usageEventsDays: 3 * 365,
    imagesDays: 365,
    thumbnailsDays: 3 * 365,
  },
  issueRules: DEFAULT_ISSUE_RULES,
  'country:FR': DEFAULT_COUNTRY_PACKS.FR,
  'country:UK': DEFAULT_COUNTRY_PACKS.UK,
  'country:DE': DEFAULT_COUNTRY_PACKS.DE,
  'country:ES': DEFAULT_COUNTRY_PACKS.ES,
  'country:AU': DEFAULT_COUNTRY_PACKS.AU,
};
