import { documentUrl } from '@console/domain/config/support-documents';
import { ticketEndpoints } from '@console/domain/support/ticket.endpoints';
import type { TicketListItem } from '@console/domain/support/ticket.schema';
import { formatDateTime, formatRelative } from '@console/domain/time/date-format';
import {
  Alert,
  Box,
  Button,
  EmptyState,
  Group,
  Modal,
  NavLink,
  Skeleton,
  Stack,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconBook,
  IconExternalLink,
  IconHelpCircle,
  IconLifebuoy,
  IconLink,
  IconList,
  IconMessages,
  IconPlus,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { useEffect, useId, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/api';
import { usePublicSettings } from '../../api/use-public-settings';
import { currentLanguage } from '../../i18n/i18n';
import { paths } from '../../paths';
import { TicketStatusBadge } from '../../ui/ticket-status-badge';
import { useIsMobile } from '../../ui/use-is-mobile';
import { reportError } from '../../ui/error-reporting';

const RECENT_TICKETS = 5;

type RecentTickets =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: TicketListItem[]; loadedAt: Date };

/** The caller's latest tickets, loaded each time the panel opens: an answer may have come since. */
const useRecentTickets = (isOpen: boolean) => {
  const [state, setState] = useState<RecentTickets>({ status: 'loading' });
  const [attempts, retry] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!isOpen) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .call(ticketEndpoints.list, {
        query: { sort: 'updatedAt', order: 'desc', limit: RECENT_TICKETS },
        signal: controller.signal,
      })
      .then((page) => setState({ status: 'ready', items: page.items, loadedAt: new Date() }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        reportError('Failed to load the recent tickets', error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [isOpen, attempts]);
  return { state, retry };
};

const LoadingRows = () => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" py="xs">
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      {[0, 1, 2].map((row) => (
        <Stack key={row} gap={6} px="sm">
          <Skeleton height={12} width="70%" />
          <Skeleton height={10} width="35%" />
        </Stack>
      ))}
    </Stack>
  );
};

const RecentTicketList = ({
  state,
  timeZone,
  onRetry,
  onNavigate,
}: {
  state: RecentTickets;
  timeZone: string;
  onRetry: () => void;
  onNavigate: () => void;
}) => {
  const { t } = useTranslation();
  if (state.status === 'loading') return <LoadingRows />;
  if (state.status === 'error') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
        <Stack gap="xs" align="flex-start">
          {t('support-panel.load-error')}
          <Button variant="light" color="red" size="compact-sm" onClick={onRetry}>
            {t('support-panel.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (state.items.length === 0) {
    return (
      <EmptyState
        py="md"
        icon={<IconMessages size={28} aria-hidden="true" />}
        title={t('support-panel.empty-title')}
        description={t('support-panel.empty-description')}
      />
    );
  }
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {state.items.map((ticket) => (
        <li key={ticket.id}>
          <NavLink
            component={Link}
            to={paths.supportTicket(ticket.id)}
            onClick={onNavigate}
            noWrap
            label={ticket.subject}
            description={
              <>
                {ticket.reference} ·{' '}
                <time dateTime={ticket.updatedAt} title={formatDateTime(ticket.updatedAt, timeZone)}>
                  {formatRelative(ticket.updatedAt, state.loadedAt, currentLanguage())}
                </time>
              </>
            }
            rightSection={<TicketStatusBadge status={ticket.status} />}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </li>
      ))}
    </Box>
  );
};

/** A page outside the console: a new tab keeps the console where it was, and the link says so. */
const NewTabLink = ({ href, label, icon: LinkIcon }: { href: string; label: string; icon: Icon }) => {
  const { t } = useTranslation();
  return (
    <li>
      <NavLink
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        label={
          <>
            {label} <VisuallyHidden>{t('support-panel.new-tab')}</VisuallyHidden>
          </>
        }
        leftSection={<LinkIcon size={20} aria-hidden="true" />}
        rightSection={<IconExternalLink size={16} aria-hidden="true" />}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    </li>
  );
};

/**
 * The support panel of the user menu (spec point 2, decision 147): the caller's latest requests, a new one, and the
 * help outside the console (the after-sales site, signed in through /sav-redirect, and the documents in the reader's
 * language), each in a new tab. `onClose` places the focus: the menu item that opened the panel is gone by then.
 */
export const SupportPanel = ({
  opened,
  onClose,
  timeZone,
}: {
  opened: boolean;
  onClose: () => void;
  timeZone: string;
}) => {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const recent = useRecentTickets(opened);
  // The deployment's documents, from the public settings the page reads once.
  const documents = usePublicSettings(opened)?.supportDocuments ?? null;
  const recentId = useId();
  const helpId = useId();
  const language = currentLanguage();

  const documentLinks = documents
    ? [
        { template: documents.userGuide, label: t('support-panel.user-guide'), icon: IconBook },
        { template: documents.installationVideo, label: t('support-panel.installation-video'), icon: IconVideo },
        { template: documents.faq, label: t('support-panel.faq'), icon: IconHelpCircle },
        ...documents.extraLinks.map((link) => ({ template: link.url, label: link.label, icon: IconLink })),
      ]
    : [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('user-menu.support')}
      size="lg"
      fullScreen={isMobile}
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Stack gap="xs" component="section" aria-labelledby={recentId}>
          <Title order={3} size="h5" id={recentId}>
            {t('support-panel.recent-title')}
          </Title>
          <RecentTicketList state={recent.state} timeZone={timeZone} onRetry={recent.retry} onNavigate={onClose} />
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.supportTicketNew()}
              onClick={onClose}
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              {t('support-panel.new-request')}
            </Button>
            <Button
              component={Link}
              to={paths.supportTickets()}
              onClick={onClose}
              variant="default"
              leftSection={<IconList size={18} aria-hidden="true" />}
            >
              {t('support-panel.all-requests')}
            </Button>
          </Group>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby={helpId}>
          <Title order={3} size="h5" id={helpId}>
            {t('support-panel.help-title')}
          </Title>
          <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            <NewTabLink href={paths.savRedirect()} label={t('support-panel.after-sales')} icon={IconLifebuoy} />
            {documentLinks.map(({ template, label, icon }) => (
              <NewTabLink
                key={`${label} ${template}`}
                href={documentUrl(template, language)}
                label={label}
                icon={icon}
              />
            ))}
          </Box>
        </Stack>
      </Stack>
    </Modal>
  );
};
