import type { TwoFactorState } from '@console/domain/auth/two-factor.schema';
import { Badge, Group, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Moment } from '../../../ui/moment';

const BROWSERS = ['Edg', 'Firefox', 'Chrome', 'Safari'] as const;
const SYSTEMS = [
  ['Android', 'Android'],
  ['iPhone', 'iOS'],
  ['iPad', 'iPadOS'],
  ['Windows', 'Windows'],
  ['Mac OS X', 'macOS'],
  ['Linux', 'Linux'],
] as const;

/** "Chrome on Android" from a User-Agent, enough to recognise one's own devices; the raw text otherwise. */
export const deviceOf = (userAgent: string | null): string | null => {
  if (!userAgent) return null;
  const browser = BROWSERS.find((name) => userAgent.includes(`${name}/`));
  const system = SYSTEMS.find(([marker]) => userAgent.includes(marker))?.[1];
  if (!browser) return userAgent.slice(0, 60);
  const name = browser === 'Edg' ? 'Edge' : browser;
  return system ? `${name} · ${system}` : name;
};

/** The user's last sign-ins (decision 185): when, from where, and with which second step. */
export const SignInList = ({ signIns, timeZone }: { signIns: TwoFactorState['signIns']; timeZone: string }) => {
  const { t } = useTranslation();
  const now = new Date();
  if (signIns.length === 0) return null;
  return (
    <>
      <Title order={3} fz="h5" mt="xs">
        {t('profile.two-factor.sign-ins')}
      </Title>
      <List size="sm" spacing={6} aria-label={t('profile.two-factor.sign-ins')}>
        {signIns.map((signIn) => (
          <List.Item key={`${signIn.at}-${signIn.ip}`}>
            <Group gap="xs" wrap="wrap">
              <Moment value={signIn.at} timeZone={timeZone} now={now} inline />
              <Text size="sm">
                {[deviceOf(signIn.userAgent), signIn.ip].filter(Boolean).join(' · ')} ·{' '}
                {t(`profile.two-factor.sign-in-step.${signIn.secondFactor ?? 'password'}`)}
              </Text>
              {signIn.isCurrent && (
                <Badge size="sm" variant="light">
                  {t('profile.two-factor.this-sign-in')}
                </Badge>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </>
  );
};
