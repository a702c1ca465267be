import { describe, expect, it } from 'vitest';
import { DEFAULT_GLOBAL_SETTINGS } from './global-setting-defaults.ts';
import type { GlobalSettings } from './global-settings.schema.ts';
import { formPathOf, settingsUpdateFrom } from './settings-update.ts';

const state = <T>(value: T, version: number) => ({
  value,
  version,
  isDefault: version === 0,
  changedAt: null,
  changedBy: null,
});
const opened = {
  product: state(DEFAULT_GLOBAL_SETTINGS.product, 3),
  mail: state(DEFAULT_GLOBAL_SETTINGS.mail, 0),
  sessions: state(DEFAULT_GLOBAL_SETTINGS.sessions, 1),
  security: state(DEFAULT_GLOBAL_SETTINGS.security, 0),
  risk: state(DEFAULT_GLOBAL_SETTINGS.risk, 0),
  retention: state(DEFAULT_GLOBAL_SETTINGS.retention, 0),
} satisfies GlobalSettings['settings'];

describe('settingsUpdateFrom', () => {
  it('sends only the groups the form changed, each at the version it opened', () => {
    const form = {
      reason: 'Longer lock',
      ...DEFAULT_GLOBAL_SETTINGS,
      sessions: { ...DEFAULT_GLOBAL_SETTINGS.sessions, lockMinutes: 30 },
    };
    expect(settingsUpdateFrom(form, opened)).toEqual({
      reason: 'Longer lock',
      changes: { sessions: { version: 1, value: form.sessions } },
    });
  });
});

describe('formPathOf', () => {
  it('puts an issue of a changed value on its field, and leaves others as they are', () => {
    expect(formPathOf(['changes', 'product', 'value', 'supportDocuments', 'faq'])).toEqual([
      'product',
      'supportDocuments',
      'faq',
    ]);
    expect(formPathOf(['changes', 'product', 'version'])).toEqual(['changes', 'product', 'version']);
    expect(formPathOf(['reason'])).toEqual(['reason']);
  });
});
