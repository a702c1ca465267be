import { settingChanges } from './setting-changes.ts';
import {
  GLOBAL_PAGE_KEYS,
  type GlobalSettings,
  type GlobalSettingsForm,
  type GlobalSettingsUpdate,
} from './global-settings.schema.ts';

/** The save of the edit form: the groups whose values differ from those it opened with, at their versions. */
export const settingsUpdateFrom = (
  form: GlobalSettingsForm,
  opened: GlobalSettings['settings'],
): GlobalSettingsUpdate => {
  const changes: Record<string, { version: number; value: unknown }> = {};
  for (const key of GLOBAL_PAGE_KEYS) {
    if (settingChanges(opened[key].value, form[key]).length > 0) {
      changes[key] = { version: opened[key].version, value: form[key] };
    }
  }
  return { reason: form.reason, changes: changes as GlobalSettingsUpdate['changes'] };
};

/** Where the form shows an issue of the API's answer: `changes.product.value.appTitle` is the form's `product.appTitle`. */
export const formPathOf = (path: readonly (string | number)[]): (string | number)[] =>
  path[0] === 'changes' && path[2] === 'value' ? [path[1] ?? '', ...path.slice(3)] : [...path];
