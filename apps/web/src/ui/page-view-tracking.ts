import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PAGE_VIEW_DELAY_MS } from './layout-constants';

/** What the console reports to an analytics service. None is wired yet: the analytics settings of spec point 3 are not exposed to the web app, so the default tracker does nothing. */
export type Tracker = {
  trackPageView: (url: string, title: string) => void;
  trackEvent: (category: string, action: AnalyticsEvent) => void;
};

/** The events the console tracks (spec point 9). */
export type AnalyticsEvent = 'login' | 'export';

export const noopTracker: Tracker = {
  trackPageView: () => undefined,
  trackEvent: () => undefined,
};

let activeTracker: Tracker = noopTracker;

export const setTracker = (tracker: Tracker) => {
  activeTracker = tracker;
};

export const getTracker = (): Tracker => activeTracker;

/** Tracks a page view 100 ms after each path or query change, once the page title has settled. */
export const usePageViewTracking = (tracker: Tracker = activeTracker) => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(
      () => tracker.trackPageView(`${pathname}${search}`, document.title),
      PAGE_VIEW_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [pathname, search, tracker]);
};
