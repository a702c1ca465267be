import { Alert, Anchor, Group } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../api/api-error';
import { paths } from '../paths';

type LinkInvalidProps = {
  /** What to do instead, when the link is not an activation or password-reset one. */
  text?: string;
  /** Whether a new link is one request away: the password-reset form sends activation and reset links. */
  hasNewLink?: boolean;
};

/** A link that is spent, expired or mistyped (activation, password reset, sharing invitation), and the ways forward. */
export const LinkInvalid = ({ text, hasNewLink = true }: LinkInvalidProps) => {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      icon={<IconLinkOff aria-hidden="true" />}
      title={t('register.link-invalid.title')}
      role="alert"
    >
      {text ?? t('register.link-invalid.text')}
      {/* In the alert's text colour: the brand green reads under 4.5:1 on the orange background. */}
      <Group gap="md" mt="sm">
        {hasNewLink && (
          <Anchor component={Link} to={paths.passwordForgot()} c="inherit">
            {t('register.link-invalid.new-link')}
          </Anchor>
        )}
        <Anchor component={Link} to={paths.login()} c="inherit">
          {t('login.submit')}
        </Anchor>
      </Group>
    </Alert>
  );
};

/** A link's description, or null when the API says the link is not (or no longer) valid. */
export const loadLink = async <T,>(load: () => Promise<T>): Promise<T | null> => {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
};
