import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import '../ui/theme/apply';
import { Providers } from './providers';

export function App({ router, renderedForSession }: { router: ReturnType<typeof createBrowserRouter>; renderedForSession?: boolean }) {
  return (
    <Providers renderedForSession={renderedForSession}>
      <RouterProvider router={router} />
    </Providers>
  );
}
