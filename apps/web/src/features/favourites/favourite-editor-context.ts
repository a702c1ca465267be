import type { AccountOption } from '@console/domain/account/account.schema';
import type { favouriteInputSchema, FavouriteInput } from '@console/domain/favourite/favourite.schema';
import type { UseFormReturn } from 'react-hook-form';
import { useOutletContext } from 'react-router';
import type { z } from 'zod';

export type SavedFavouriteInput = z.output<typeof favouriteInputSchema>;

/** What the editor's three steps share: the one form, kept by the editor while the steps come and go. */
export type FavouriteEditorContext = {
  form: UseFormReturn<FavouriteInput, unknown, SavedFavouriteInput>;
  /** Every account in the user's scope, which names the chosen ones whatever the accounts search shows. */
  accounts: AccountOption[];
};

export const useFavouriteEditor = () => useOutletContext<FavouriteEditorContext>();
