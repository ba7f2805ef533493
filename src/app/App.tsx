import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import '../ui/theme/apply';
import { Providers } from './providers';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
