import { Box } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { PROGRESS_BAR_DELAY_MS } from './layout-constants';
import classes from './navigation-progress.module.css';

/** A thin bar at the top of the window, only for navigations still pending after 500 ms. */
export const NavigationProgress = () => {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isPending = navigation.state !== 'idle';
  const [isVisible, setVisible] = useState(false);

  useEffect(() => {
    if (!isPending) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), PROGRESS_BAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isPending]);

  if (!isVisible) return null;
  return (
    <Box className={classes.track} role="progressbar" aria-label={t('common.loading')} aria-busy="true">
      <div className={classes.bar} />
    </Box>
  );
};
