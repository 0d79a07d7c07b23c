import { useBrand } from '../../lib/brand';
import { Wordmark } from './wordmark';

/** Full-page loading state with the brand's bouncing wordmark (000 §2). */
export function LoadingScreen() {
  const brand = useBrand();
  return (
    <div className="loading-screen" role="status" aria-label="Loading">
      <Wordmark text={brand.logoText} className="loading-screen__logo" />
    </div>
  );
}
