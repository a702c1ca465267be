import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PAGE_VIEW_DELAY_MS } from './layout-constants';

/** What the console reports to an analytics service (spec point 9). */
export type Tracker = {
  trackPageView: (url: string, title: string) => void;
  trackEvent: (category: string, action: AnalyticsEvent) => void;
};

/** The events the console tracks (spec point 9). */
export type AnalyticsEvent = 'login' | 'export';

type TrackerCall = (tracker: Tracker) => void;

/** What was tracked before the deployment's settings said where to: sent, or dropped, once they do. */
let waiting: TrackerCall[] | null = [];
let activeTracker: Tracker | null = null;

const track = (call: TrackerCall) => {
  if (activeTracker) call(activeTracker);
  else waiting?.push(call);
};

/** Where the console tracks from now on; null when the deployment tracks nothing. */
export const setTracker = (tracker: Tracker | null) => {
  const calls = waiting ?? [];
  waiting = null;
  activeTracker = tracker;
  if (tracker) calls.forEach((call) => call(tracker));
};

export const trackEvent = (category: string, action: AnalyticsEvent) =>
  track((tracker) => tracker.trackEvent(category, action));

/** Tracks a page view 100 ms after each path or query change, once the page title has settled. */
export const usePageViewTracking = () => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const url = `${pathname}${search}`;
      const title = document.title;
      track((tracker) => tracker.trackPageView(url, title));
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
};
