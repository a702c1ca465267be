import type { Page } from '@playwright/test';

/**
 * How far the page scrolls sideways past the window, in a line, or nothing: on a phone, a screen that does pans
 * off into blank space under the thumb. A table meant to scroll does so inside its own container.
 */
export const widerThanWindow = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const over = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    return over > 0 ? [`the page scrolls ${over} px sideways past the window`] : [];
  });
