import type { CropSeasonProposal } from '@console/domain/subscription/subscription.schema';
import { subscriptionEndpoints } from '@console/domain/subscription/subscription.endpoints';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../api/api';
import { reportError } from '../../ui/error-reporting';

/**
 * The span the holder's crops need their traps (decision 135), read when a campaign plan is chosen for it; none
 * until then, or when it cannot be read (the plan's own period stands).
 */
export const useCropSeason = (accountId: string | undefined, isCampaign: boolean) => {
  const [season, setSeason] = useState<(CropSeasonProposal & { accountId: string }) | null>(null);

  useEffect(() => {
    if (!accountId || !isCampaign) return;
    const controller = new AbortController();
    api
      .call(subscriptionEndpoints.cropSeason, { query: { accountId }, signal: controller.signal })
      .then((proposal) => setSeason({ ...proposal, accountId }))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) reportError('Crop season failed', failure);
      });
    return () => controller.abort();
  }, [accountId, isCampaign]);

  const matches = isCampaign && season?.accountId === accountId ? season : null;
  // One object while the answer stands, so the form proposes the period once per answer.
  return useMemo(
    () =>
      matches?.startsOn && matches.endsOn
        ? { cropCount: matches.cropCount, startsOn: matches.startsOn, endsOn: matches.endsOn }
        : null,
    [matches],
  );
};
