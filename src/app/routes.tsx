import type { RouteObject } from 'react-router-dom';
import { maintenanceGuard } from './guards';
import { Layout } from './shell/Layout';
import { PageLoading } from './shell/PageLoading';
import { RouteError } from './shell/RouteError';

const notFound = () => import('../features/content/routes/not-found');

/** Private-area sections closed by the maintenance guard; their screens arrive with later features. */
export const PRIVATE_AREA_PATHS = [
  'abonado/*',
  'simpatizante/*',
  'accionista/*',
  'accionistas/*',
  'empresa/*',
  'hazte-abonado/*',
] as const;

/** THE route table: every screen lazy, every route with an error boundary. */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: () => import('../features/campaign/routes/home'), ErrorBoundary: RouteError },
      { path: 'abonos/:pass', lazy: () => import('../features/campaign/routes/pass'), ErrorBoundary: RouteError },
      { path: 'promo-embou', lazy: () => import('../features/campaign/routes/promo'), ErrorBoundary: RouteError },
      { path: 'noroute', lazy: notFound, ErrorBoundary: RouteError },
      { path: 'mantenimiento', lazy: () => import('../features/content/routes/maintenance'), ErrorBoundary: RouteError },
      // Single sign-on pages (landing mode) come with the login feature; until then, not found.
      { path: 'sso/*', lazy: notFound, ErrorBoundary: RouteError },
      ...PRIVATE_AREA_PATHS.map((path) => ({ path, loader: maintenanceGuard, lazy: notFound, ErrorBoundary: RouteError })),
      { path: '*', lazy: () => import('../features/content/routes/content-page'), ErrorBoundary: RouteError },
    ],
  },
];
