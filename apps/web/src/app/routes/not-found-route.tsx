import { NotFoundPage } from '../../components/ui/not-found-page';

export function NotFoundRoute() {
  return <NotFoundPage />;
}
