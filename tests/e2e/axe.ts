import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA; the failures that block or seriously hinder a user fail the journey. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** The serious and critical WCAG violations on the page as it is, one line per rule with a few of its elements. */
export const blockingViolations = async (page: Page): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Only the violations are read: details of the passes would cost time on long lists.
    .options({ resultTypes: ['violations'] })
    // In the page itself: the console has no frames from other origins, which is what the default mode is for, and
    // that mode finishes each analysis in a new page of its own (a second of the walk's screens each).
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')}${node.any[0] ? ` (${node.any[0].message})` : ''}`);
      return `${violation.impact} ${violation.id} ×${violation.nodes.length}: ${violation.help}\n      ${targets.join('\n      ')}`;
    });
};
