import type { RiskLevel } from '@console/domain/risk/risk.schema';
import { addLocalDays } from '@console/domain/subscription/subscription-period';
import { and, between, eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { parcelRiskNights } from '../../../db/schema.ts';

/** The nights a tile counts: both ends included, the night in progress never (it would read as silent). */
export type NightRange = { from: string; to: string };

const NOON_MS = 12 * 3_600_000;

/** The last night over at `at`: nights run noon to noon (UTC) and are named by the day they start. */
export const lastNightOver = (at: Date): string =>
  addLocalDays(new Date(at.getTime() - NOON_MS).toISOString().slice(0, 10), -1);

/** A read model's night within the range, whose ends `nightRangeValues` gives the prepared query. */
export const inNightRange = (column: PgColumn) =>
  between(column, sql.placeholder('nightFrom'), sql.placeholder('nightTo'));

export const nightRangeValues = ({ from, to }: NightRange) => ({ nightFrom: from, nightTo: to });

/** The condition of a read model's parcel column to the parcels a figure counts (`MatchingParcels.among`). */
export type AmongParcels = (column: SQLWrapper) => SQL | undefined;

/** The nights of the range on which one of the parcels `among` takes ended at `level`. */
export const riskNightsAt = (among: AmongParcels, level: RiskLevel) =>
  and(among(parcelRiskNights.parcelId), inNightRange(parcelRiskNights.night), eq(parcelRiskNights.riskLevel, level));
