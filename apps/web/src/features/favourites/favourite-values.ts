import {
  EVERYTHING,
  territorySchema,
  type FavouriteInput,
  type FavouriteListItem,
  type Territory,
} from '@console/domain/favourite/favourite.schema';
import { FAVOURITE_STEPS, type FavouriteStep } from '../../paths';

/** A new favourite: nothing narrowed yet, not starred, not watched. */
export const NEW_FAVOURITE: FavouriteInput = { ...EVERYTHING, name: '', isFavourite: false, isWatched: false };

/** The form's and the API's input: the favourite without what only the server gives. */
export const toFavouriteInput = ({ id: _id, coverage: _coverage, ...input }: FavouriteListItem): FavouriteInput =>
  input;

/** The territory of the values being edited, as the coverage and referential calls take it; null while invalid. */
export const toTerritory = (values: FavouriteInput): Territory | null => {
  const result = territorySchema.safeParse(values);
  return result.success ? result.data : null;
};

/** The editor step holding a field of the form (a top-level name), where an error on it is shown. */
export const stepOfField = (field: string): FavouriteStep => {
  if (field === 'postalZones') return 'postal-zones';
  if (field === 'selection') return 'accounts';
  return 'advanced';
};

/** The first step, in the editor's order, holding one of `fields`; undefined for none. */
export const firstStepOf = (fields: readonly string[]): FavouriteStep | undefined =>
  FAVOURITE_STEPS.find((step) => fields.some((field) => stepOfField(field) === step));
