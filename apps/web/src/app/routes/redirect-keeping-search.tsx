import { Navigate, useLocation } from 'react-router';

/**
 * Sends the visitor on to `pathname`, keeping the query (ad and consent parameters). It is part of
 * the entry, so an entry page's redirect needs no chunk of its own before the next screen's.
 */
export function RedirectKeepingSearch({ pathname }: { pathname: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname, search }} replace />;
}
