import { screen } from '../../session/screen-route';

/** /settings/outbox: the e-mails the demo server wrote instead of sending them. */
export const outboxRoute = screen({
  path: 'outbox',
  access: 'nav:settings',
  titleKey: 'pages.settings-outbox',
  lazy: () => import('./outbox.route'),
});
