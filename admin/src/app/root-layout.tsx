import { Outlet, ScrollRestoration, useNavigation, useRouteError } from 'react-router-dom';
import { Button } from '@admin/components/ui/button';
import { FullScreenSpinner } from '@admin/components/ui/spinner';

/** Every admin page: the spinner while the next page's code loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <Outlet />
      {navigation.state === 'loading' && <FullScreenSpinner label="Loading the page…" />}
      <ScrollRestoration />
    </>
  );
}

/** A page that failed to load or render (its code missing after a new release, a bug). */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'The page could not be shown.';
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-24">
      <h1 className="text-xl font-semibold text-ink-950">Something went wrong</h1>
      <p className="mt-2 text-sm text-ink-700">{message}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </main>
  );
}
