import { Outlet } from 'react-router';
import { ApiDownModal } from './api-down-modal';
import { LibraryTexts } from './library-texts';
import { NavigationProgress } from './navigation-progress';
import { useDocumentTitle } from './page-title';
import { usePageViewTracking } from './page-view-tracking';

/** Around every screen: library texts, progress bar, API-down modal, document title and page-view tracking. */
export const RootLayout = () => {
  useDocumentTitle();
  usePageViewTracking();
  return (
    <LibraryTexts>
      <NavigationProgress />
      <ApiDownModal />
      <Outlet />
    </LibraryTexts>
  );
};
