import type { Dashboard, Tile } from '@console/domain/dashboard/dashboard.schema';
import type { apiClient } from './test-app.ts';

/** A dashboard tab as the caller reads it; any answer but 200 fails the test with its body. */
export const dashboardOf =
  ({ get }: Pick<ReturnType<typeof apiClient>, 'get'>) =>
  async (token: string, tab: string, query = ''): Promise<Dashboard> => {
    const response = await get(token, `/dashboard/${tab}${query}`);
    if (response.statusCode !== 200) throw new Error(`dashboard ${tab}: ${response.statusCode} ${response.body}`);
    return response.json<Dashboard>();
  };

/** A tile of a tab by its key; a missing one fails the test. */
export const tileOf = (board: Dashboard, key: string): Tile => {
  const found = board.tiles.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no tile ${key}`);
  return found;
};
