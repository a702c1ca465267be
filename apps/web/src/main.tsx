import '@fontsource/figtree/400.css';
import '@fontsource/figtree/500.css';
import '@fontsource/figtree/600.css';
import '@fontsource/figtree/700.css';
import '@mantine/core/styles.css';
import './ui/theme.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n, initI18n } from './i18n/i18n';
import { routes } from './router';
import { prefetchStart } from './session/session-middleware';
import { AppLoader } from './ui/app-loader';
import { installChunkReload } from './ui/chunk-reload';
import { theme } from './ui/theme';

installChunkReload();
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
void initI18n();
void import('./ui/telemetry').then(({ startTelemetry }) => startTelemetry());

prefetchStart(routes, window.location);
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={<AppLoader />}>
        <RouterProvider router={router} />
      </Suspense>
    </MantineProvider>
  </StrictMode>,
);
