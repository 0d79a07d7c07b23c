import { Navigate, useLocation } from 'react-router';

export function HomeRedirectRoute() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/get-started/skin', search }} replace />;
}
