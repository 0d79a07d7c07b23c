import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useSession } from '../../features/account/hooks/use-session';
import { FlashRegion } from '../../features/flash/components/flash-region';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { LandingTracker } from './landing-tracker';
import { useFocusHeadingOnNavigate } from './use-focus-heading-on-navigate';

/** The shell around every page; pages load lazily inside it. */
export function RootLayout() {
  const { isLoading } = useSession();
  // `?embed=1` shows a page alone, for the legal modal's frame (000 §2, SMS step).
  const [searchParams] = useSearchParams();
  const isEmbedded = searchParams.get('embed') === '1';
  useFocusHeadingOnNavigate();
  // Until we know who is here, the header and pages would guess (login links, forms for a
  // patient who already has an account), so the brand's loading screen shows instead.
  if (isLoading) {
    return <LoadingScreen />;
  }
  return (
    <div className="app">
      {!isEmbedded && <SiteHeader />}
      {!isEmbedded && <FlashRegion />}
      <main id="main" className="app__main" tabIndex={-1}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
      {!isEmbedded && <SiteFooter />}
      <ScrollRestoration />
      <LandingTracker />
    </div>
  );
}
