import { notificationEndpoints } from '@console/domain/notification/notification.endpoints';
import type { Notification } from '@console/domain/notification/notification.schema';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { api } from '../../../api/api';
import { reportError } from '../../../ui/error-reporting';

type PagesState = {
  items: Notification[];
  total: number;
  /** The first page's state. */
  status: 'loading' | 'ready' | 'error';
  /** The state of the page being added at the end. */
  more: 'idle' | 'loading' | 'error';
  /** The filter the items were loaded with: a new filter starts from an empty list. */
  unseenOnly: boolean;
  /** When the items arrived: the reference of their "… ago". */
  loadedAt: Date;
};

const fetchPage = (unseenOnly: boolean, start: number, signal: AbortSignal) =>
  api.call(notificationEndpoints.list, { query: { start, unseenOnly: unseenOnly || undefined }, signal });

/** Items of a later page that an earlier one already holds (notifications arrived in between) are dropped. */
const appendNew = (items: Notification[], more: Notification[]) => {
  const known = new Set(items.map((item) => item.id));
  return [...items, ...more.filter((item) => !known.has(item.id))];
};

/**
 * The notification panel's list, newest first, 50 at a time. It loads whenever the panel opens or the filter changes,
 * and again while open when the unread counter rises (the profile, fetched on each navigation, says something new
 * arrived). Marks made from the panel update the loaded items in place rather than moving the list under the reader.
 */
export const useNotificationPages = ({
  isOpen,
  unseenOnly,
  unreadCount,
}: {
  isOpen: boolean;
  unseenOnly: boolean;
  unreadCount: number;
}) => {
  const [state, setState] = useState<PagesState>(() => ({
    items: [],
    total: 0,
    status: 'loading',
    more: 'idle',
    unseenOnly,
    loadedAt: new Date(),
  }));
  const [reloads, reload] = useReducer((count: number) => count + 1, 0);
  const controller = useRef<AbortController | null>(null);

  const previousUnread = useRef(unreadCount);
  useEffect(() => {
    if (unreadCount > previousUnread.current) reload();
    previousUnread.current = unreadCount;
  }, [unreadCount]);

  useEffect(() => {
    if (!isOpen) return;
    const current = new AbortController();
    controller.current = current;
    setState((previous) => ({
      ...previous,
      items: previous.unseenOnly === unseenOnly ? previous.items : [],
      status: 'loading',
      more: 'idle',
    }));
    fetchPage(unseenOnly, 0, current.signal)
      .then((page) => {
        if (current.signal.aborted) return;
        setState({
          items: page.items,
          total: page.total,
          status: 'ready',
          more: 'idle',
          unseenOnly,
          loadedAt: new Date(),
        });
      })
      .catch((error: unknown) => {
        if (current.signal.aborted) return;
        reportError('Failed to load notifications', error);
        setState((previous) => ({ ...previous, status: 'error' }));
      });
    return () => current.abort();
  }, [isOpen, unseenOnly, reloads]);

  const hasMore = state.status === 'ready' && state.items.length < state.total;

  const loadMore = useCallback(() => {
    const current = controller.current;
    if (!current || !hasMore || state.more === 'loading') return;
    setState((previous) => ({ ...previous, more: 'loading' }));
    fetchPage(state.unseenOnly, state.items.length, current.signal)
      .then((page) => {
        if (current.signal.aborted) return;
        setState((previous) => ({
          ...previous,
          items: appendNew(previous.items, page.items),
          total: page.total,
          more: 'idle',
        }));
      })
      .catch((error: unknown) => {
        if (current.signal.aborted) return;
        reportError('Failed to load more notifications', error);
        setState((previous) => ({ ...previous, more: 'error' }));
      });
  }, [hasMore, state.more, state.unseenOnly, state.items.length]);

  /** Shows some notifications (or, without ids, all of them) as read at once, while the server records it. */
  const markSeenLocally = useCallback((ids?: string[]) => {
    const seenAt = new Date().toISOString();
    setState((previous) => ({
      ...previous,
      items: previous.items.map((item) =>
        !item.seenAt && (ids === undefined || ids.includes(item.id)) ? { ...item, seenAt } : item,
      ),
    }));
  }, []);

  return { ...state, hasMore, loadMore, reload, markSeenLocally };
};
