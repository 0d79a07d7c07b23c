import type { FlowId } from '@app/domain/flows';
import { isResubscriptionFlow } from '@app/domain/selection';
import type { FlowStepProps } from '../lib/flow-step';
import { lazyStep } from './flow-steps';

const ProductSelection = lazyStep(() => import('./product-selection-step-screen').then((m) => m.ProductSelectionStepScreen));
const ResubscribeShop = lazyStep(() => import('../features/resubscribe/components/resubscribe-shop-step').then((m) => m.ResubscribeShopStep));

/**
 * The `product-selection` step: the recommended routine, or in a resubscription the resubscribe
 * shop (000 §2, ADR 111), each in its own chunk.
 */
export function SelectionStepScreen(props: FlowStepProps) {
  return isResubscriptionFlow(props.visit.flow as FlowId) ? <ResubscribeShop {...props} /> : <ProductSelection {...props} />;
}
