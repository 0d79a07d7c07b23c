import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useSession } from '../../features/account/hooks/use-session';
import { FlashRegion } from '../../features/flash/components/flash-region';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The shell around every page; pages load lazily inside it. */
export function RootLayout() {
  const { isLoading } = useSession();
  // Until we know who is here, the header and pages would guess (login links, forms for a
  // patient who already has an account), so the brand's loading screen shows instead.
  if (isLoading) {
    return <LoadingScreen />;
  }
  return (
    <div className="app">
      <SiteHeader />
      <FlashRegion />
      <main id="main" className="app__main" tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
