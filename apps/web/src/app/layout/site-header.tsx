import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Wordmark } from '../../components/ui/wordmark';
import { useSession } from '../../features/account/hooks/use-session';
import { useBrand } from '../../lib/brand';

const LOGIN_PATH = '/auth/login';

export function SiteHeader() {
  const brand = useBrand();
  const { patient, isLoading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const isOnLoginPage = location.pathname === LOGIN_PATH;

  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <div className="site-header__inner">
        <Link to="/get-started/skin" className="site-header__brand" aria-label={`${brand.name} home`}>
          <Wordmark text={brand.logoText} />
        </Link>
        <nav className="site-header__account" aria-label="Account">
          {patient ? (
            <>
              <span className="site-header__email">{patient.email}</span>
              <Button variant="secondary" onClick={() => void navigate('/logout')}>
                Log out
              </Button>
            </>
          ) : null}
          {!patient && !isLoading && !isOnLoginPage ? (
            <Link
              className="site-header__login"
              to={`${LOGIN_PATH}?redirect=${encodeURIComponent(location.pathname + location.search)}`}
            >
              Log in
            </Link>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
