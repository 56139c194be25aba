import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

interface AppProps {
  router: AppRouter;
  env?: 'default' | 'test';
}

export function App({ router, env }: AppProps) {
  return (
    <AppProviders env={env}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
