import { z } from 'zod';
import type { LocalDate } from '../date/date.schema.ts';
import { addLocalDays } from '../subscription/subscription-period.ts';

/**
 * A rent contract's life (issue 21, decision 136). The stored state moves by the parties' actions; the status shown
 * adds what the dates say: a validated contract is active from its first day or its first placed sensor, ending in
 * its last 14 days, late once the planned return has passed with sensors still out.
 */
export const RENT_CONTRACT_STATES = [
  'draft',
  'pending_validation',
  'declined',
  'validated',
  'cancelled',
  'closed',
] as const;
export type RentContractState = (typeof RENT_CONTRACT_STATES)[number];

export const RENT_CONTRACT_STATUSES = [
  'draft',
  'pending_validation',
  'declined',
  'validated',
  'active',
  'ending',
  'late',
  'closed',
  'cancelled',
] as const;
export const rentContractStatusSchema = z.enum(RENT_CONTRACT_STATUSES);
export type RentContractStatus = z.infer<typeof rentContractStatusSchema>;

/** The planned return is this near: the contract is ending, and the lessor prepares the collection. */
export const ENDING_WITHIN_DAYS = 14;

export type RentContractDates = {
  state: RentContractState;
  startsOn: LocalDate;
  plannedReturnOn: LocalDate;
  /** A sensor of the contract was placed on a parcel: the rental runs, whatever the first day. */
  isInstalled: boolean;
};

/** The status on `today`, the lessee's calendar day. */
export const deriveRentContractStatus = (contract: RentContractDates, today: LocalDate): RentContractStatus => {
  const { state, startsOn, plannedReturnOn, isInstalled } = contract;
  if (state !== 'validated') return state;
  if (today < startsOn && !isInstalled) return 'validated';
  if (today > plannedReturnOn) return 'late';
  return today >= addLocalDays(plannedReturnOn, -ENDING_WITHIN_DAYS) ? 'ending' : 'active';
};

/** Statuses under which the lessee holds the sensors: they may be placed on its parcels, returned, extended. */
export const RENTED_STATUSES: readonly RentContractStatus[] = ['validated', 'active', 'ending', 'late'];

export const RENT_CONTRACT_ACTIONS = [
  'edit',
  'send',
  'cancel',
  'validate',
  'decline',
  'return',
  'convert',
  'extend',
] as const;
export type RentContractAction = (typeof RENT_CONTRACT_ACTIONS)[number];

/** Which side takes each action: the lessor prepares and collects, the lessee accepts or refuses. */
export const ACTION_SIDES: Record<RentContractAction, 'lessor' | 'lessee'> = {
  edit: 'lessor',
  send: 'lessor',
  cancel: 'lessor',
  validate: 'lessee',
  decline: 'lessee',
  return: 'lessor',
  convert: 'lessor',
  extend: 'lessor',
};

const ACTION_STATUSES: Record<RentContractAction, readonly RentContractStatus[]> = {
  edit: ['draft', 'declined'],
  send: ['draft', 'declined'],
  // Before validation only: once accepted, the sensors come back by returns.
  cancel: ['draft', 'pending_validation', 'declined'],
  validate: ['pending_validation'],
  decline: ['pending_validation'],
  return: RENTED_STATUSES,
  convert: RENTED_STATUSES,
  extend: RENTED_STATUSES,
};

/** What besides the status opens or closes an action: how the contract stands to its extensions. */
export type ExtensionLinks = {
  /** It extends another contract: its lines are that one's, so it is not edited, only sent, cancelled or decided. */
  isExtension: boolean;
  /** An extension of it waits for the lessee: its lines are spoken for until that is decided or cancelled. */
  hasPendingExtension: boolean;
};

const BLOCKED_BY_PENDING_EXTENSION: readonly RentContractAction[] = ['return', 'convert', 'extend'];

export const isActionOpen = (
  action: RentContractAction,
  status: RentContractStatus,
  links: ExtensionLinks = { isExtension: false, hasPendingExtension: false },
): boolean =>
  ACTION_STATUSES[action].includes(status) &&
  !(action === 'edit' && links.isExtension) &&
  !(links.hasPendingExtension && BLOCKED_BY_PENDING_EXTENSION.includes(action));
