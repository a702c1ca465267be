import type { Measurement } from './measurement.ts';
import { signIn } from './oauth.ts';
import { summarize } from './percentiles.ts';
import { sampleSequential } from './sample.ts';

/** Issue 40's bound: the preview answers within 2 s on the demo data. */
const PREVIEW_GOAL_MS = 2000;
const PREVIEW_REQUESTS = 15;

const checked = async (response: Response, what: string) => {
  const body: unknown = await response.json();
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}`);
  return body;
};

/**
 * `POST /back/settings/issues/preview` under the current rules with one type's debounce raised, beside reading the
 * rules themselves (`GET /back/settings/issues`: the same session, rights and settings cache, no replay). The
 * server holds the PGlite folder, so the preview's SQL cannot run on its own beside it.
 */
export const issueRulePreviewLatency: Measurement = {
  name: 'issue rule preview',
  needsWeb: false,
  run: async ({ baseUrl }) => {
    const { access_token: token } = await signIn(baseUrl, 'staff@demo.test');
    const headers = { authorization: `Bearer ${token}` };
    const read = async () => checked(await fetch(`${baseUrl}/back/settings/issues`, { headers }), 'GET rules');
    const { value: rules } = (await read()) as { value: Record<string, Record<string, unknown>> };
    const body = JSON.stringify({
      rules: { ...rules, niveau_batterie_insuffisant: { ...rules.niveau_batterie_insuffisant, debounceReadings: 3 } },
    });
    const preview = await sampleSequential(
      async () => {
        await checked(
          await fetch(`${baseUrl}/back/settings/issues/preview`, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body,
          }),
          'POST preview',
        );
      },
      { count: PREVIEW_REQUESTS, warmUp: 2 },
    );
    const floor = summarize(await sampleSequential(async () => void (await read()), { count: 50, warmUp: 5 }));
    const measured = summarize(preview);
    return (['p50', 'p95'] as const).map((p) => ({
      name: `POST /back/settings/issues/preview ${p} (${measured.count} sequential, demo data)`,
      value: measured[p],
      unit: 'ms',
      goal: p === 'p95' ? PREVIEW_GOAL_MS : null,
      floor: { value: floor[p], what: `GET /back/settings/issues ${p} (same session and rights, no replay)` },
    }));
  },
};
