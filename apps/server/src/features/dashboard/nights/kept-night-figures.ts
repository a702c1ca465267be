import { LRUCache } from 'lru-cache';
import { requireSensorLens } from '../../../auth/sensor-lens.ts';
import type { Session } from '../../../auth/session.ts';
import { lensVersionsOf } from '../../../auth/territory-lens.ts';
import type { Database } from '../../../db/client.ts';
import type { NightRange } from './night-ranges.ts';

/** The figures kept for one favourite's sensors: a few tabs and ranges, for each scope that opens them. */
const FIGURES_PER_LENS = 32;

/**
 * Figures kept per favourite lens: its ids are one array while the territory stands still (decision 188), so the
 * figures go with it when it moves, and no key has to spell the territory out.
 */
const keptPerLens = new WeakMap<readonly string[], LRUCache<string, Promise<unknown>>>();

/**
 * A figure over a favourite's sensor-nights, reused until a change it reads commits (decision 192): the nights
 * (the fold, a correction), a sensor's owner or weather source, an account's name, provider or address, or what the
 * favourite reaches. Without a favourite, or in a transaction that has written, it is computed each time. The
 * versions are read before the figure, so a change committing meanwhile is at worst computed early, never kept stale.
 */
export const keptNightFigure = async <T>(
  db: Database,
  session: Session,
  favouriteId: string | undefined,
  figure: string,
  range: NightRange,
  compute: () => Promise<T>,
): Promise<T> => {
  if (favouriteId === undefined) return compute();
  const [lens, versions] = await Promise.all([
    requireSensorLens(db, session, favouriteId),
    lensVersionsOf(db, session, favouriteId),
  ]);
  if (!lens || !versions || versions.writing) return compute();
  let kept = keptPerLens.get(lens.sensorIds);
  if (!kept) {
    kept = new LRUCache<string, Promise<unknown>>({ max: FIGURES_PER_LENS });
    keptPerLens.set(lens.sensorIds, kept);
  }
  // The scope is the caller's account's: a provider's sensors are those of its farms (see the sensor list).
  const key = `${versions.nightFigures}|${session.accountType}:${session.accountId}|${figure}|${range.from}|${range.to}`;
  let value = kept.get(key) as Promise<T> | undefined;
  if (!value) {
    value = compute();
    kept.set(key, value);
    value.catch(() => kept.delete(key));
  }
  return value;
};
