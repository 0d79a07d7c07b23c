import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { RouteErrorBoundary } from '../layout/route-error-boundary';
import { useFocusHeadingOnNavigate } from '../layout/use-focus-heading-on-navigate';
import { useScrollPositionOnNavigate } from '../layout/use-scroll-position-on-navigate';
import { StaffHeader } from './staff-header';
import './staff-app.css';

/**
 * The staff app's frame: the care team's header and the page, with the patient site's focus and
 * scroll behaviour on each new screen, but none of its header, flash messages or footer.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useScrollPositionOnNavigate();
  useFocusHeadingOnNavigate();
  return (
    <div className="app staff-app">
      <StaffHeader />
      <main id="main" className="app__main staff-app__main" tabIndex={-1}>
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
        </RouteErrorBoundary>
      </main>
    </div>
  );
}
