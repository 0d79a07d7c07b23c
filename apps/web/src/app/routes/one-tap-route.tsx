import { useSearchParams } from 'react-router';
import { OneTapPage } from '../../features/subscriptions/components/one-tap-page';

/** `/box/one-tap?token=…` (ADR 114): public, the token is the proof; opening it changes nothing. */
export function OneTapRoute() {
  const [search] = useSearchParams();
  return <OneTapPage token={search.get('token')} />;
}
