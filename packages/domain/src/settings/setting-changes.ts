import type { SettingChange } from './global-settings.schema.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An object, or a list of objects; a list of plain values (months, questions) reads as one value. */
const isBranch = (value: unknown): value is Record<string, unknown> | unknown[] =>
  isRecord(value) && (!Array.isArray(value) || value.some(isRecord));

/** Every leaf of `value` by its dotted path; an empty object or list is a leaf of its own. */
const leaves = (value: unknown, path: string, into: Map<string, unknown>) => {
  const entries = isBranch(value) ? Object.entries(value) : [];
  if (entries.length === 0) {
    into.set(path, value);
    return into;
  }
  for (const [name, child] of entries) leaves(child, path ? `${path}.${name}` : name, into);
  return into;
};

/**
 * What a version changed, leaf by leaf, in the order the setting lists them: a readable diff for the history.
 * A leaf only on one side reads null (none) on the other.
 */
export const settingChanges = (before: unknown, after: unknown): SettingChange[] => {
  const old = leaves(before, '', new Map());
  const next = leaves(after, '', new Map());
  const paths = [...new Set([...next.keys(), ...old.keys()])];
  return paths
    .filter((path) => JSON.stringify(old.get(path)) !== JSON.stringify(next.get(path)))
    .map((path) => ({ path, before: old.get(path) ?? null, after: next.get(path) ?? null }));
};
