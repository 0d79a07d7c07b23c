import { Suspense } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useSession } from '../../features/account/hooks/use-session';
import { FlashRegion } from '../../features/flash/components/flash-region';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { LandingTracker } from './landing-tracker';
import { RouteErrorBoundary } from './route-error-boundary';
import { useFocusHeadingOnNavigate } from './use-focus-heading-on-navigate';
import { useScrollPositionOnNavigate } from './use-scroll-position-on-navigate';

/** The shell around every page; pages load lazily inside it. */
export function RootLayout() {
  const { isLoading } = useSession();
  // `?embed=1` shows a page alone, for the legal modal's frame (000 §2, SMS step).
  const [searchParams] = useSearchParams();
  const isEmbedded = searchParams.get('embed') === '1';
  const { pathname } = useLocation();
  useScrollPositionOnNavigate();
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
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {!isEmbedded && <SiteFooter />}
      <LandingTracker />
    </div>
  );
}
