import { useNavigate } from 'react-router';
import type { FlashMessage } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { failureMessages } from '../../../lib/failure-messages';
import type { FlowStepProps } from '../../../lib/flow-step';
import { saveBundleBox } from '../api/save-bundle-box';
import { useBundle } from '../hooks/use-bundle';
import { readBundleBag, writeBundleBag } from '../utils/bundle-bag';
import { BundlePage } from './bundle-page';
import { CheckoutLoadError } from './checkout-load-error';

/** The bundle page for a patient: "Check out now" saves the trial box on the visit (001 §2.6, §7.2). */
export function BundleStep({ visit, onDone, backPath, notify }: FlowStepProps & { notify: (message: FlashMessage) => void }) {
  const { load, reload } = useBundle();
  if (load.status === 'loading') {
    return <LoadingScreen />;
  }
  if (load.status === 'error') {
    return <CheckoutLoadError onRetry={() => void reload()} />;
  }
  const { bundle } = load;
  // This tab's latest choice, else the one kept on the visit.
  const initial = readBundleBag()?.selectedAddOnProductItemIds ?? visit.sessionBag.selectedAddOnProductItemIds ?? [];
  async function checkOut(addOnItemIds: number[]) {
    try {
      await saveBundleBox(visit, bundle, addOnItemIds);
    } catch (error) {
      // 001 §8 "bundle proceed": each validation error on its own, else the system error.
      failureMessages(error, MESSAGES.payment.systemError).forEach((content) => notify({ type: 'critical', content }));
      return;
    }
    await onDone();
  }
  return <BundlePage bundle={bundle} initialAddOnItemIds={initial} onCheckOut={checkOut} backPath={backPath} />;
}

/**
 * The bundle page for a visitor, before the account exists: "Check out now" keeps the choice in
 * the tab and goes on to create the account, after which it is saved on the visit.
 */
export function VisitorBundleStep({ registerPath }: { registerPath: string }) {
  const { load, reload } = useBundle();
  const navigate = useNavigate();
  if (load.status === 'loading') {
    return <LoadingScreen />;
  }
  if (load.status === 'error') {
    return <CheckoutLoadError onRetry={() => void reload()} />;
  }
  async function checkOut(addOnItemIds: number[]) {
    writeBundleBag(addOnItemIds);
    await navigate(registerPath);
  }
  return <BundlePage bundle={load.bundle} initialAddOnItemIds={readBundleBag()?.selectedAddOnProductItemIds ?? []} onCheckOut={checkOut} />;
}
