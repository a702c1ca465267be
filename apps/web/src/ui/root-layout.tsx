import { Outlet } from 'react-router';
import { ApiDownModal } from './api-down-modal';
import { NavigationProgress } from './navigation-progress';
import { useDocumentTitle } from './page-title';
import { usePageViewTracking } from './page-view-tracking';

/** Around every screen: progress bar, API-down modal, document title and page-view tracking. */
export const RootLayout = () => {
  useDocumentTitle();
  usePageViewTracking();
  return (
    <>
      <NavigationProgress />
      <ApiDownModal />
      <Outlet />
    </>
  );
};
