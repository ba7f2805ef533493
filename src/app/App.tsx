import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import '../ui/theme/apply';
import type { SessionPageData } from './hydration';
import { Providers } from './providers';

export function App({ router, session }: { router: ReturnType<typeof createBrowserRouter>; session?: SessionPageData }) {
  return (
    <Providers session={session}>
      <RouterProvider router={router} />
    </Providers>
  );
}
