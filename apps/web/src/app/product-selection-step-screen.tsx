import { useCallback } from 'react';
import type { FlashMessage } from '@app/domain/contracts';
import { ProductSelectionStep } from '../features/product-selection/components/product-selection-step';
import { useFlash } from '../features/flash/hooks/use-flash';
import type { FlowStepProps } from '../lib/flow-step';

/** A confirmation ("Product option selected") goes by itself; a "Whoops!" stays until closed or the screen changes. */
const CONFIRMATION_MS = 3000;

/** The recommended routine with the flash region for its notices. */
export function ProductSelectionStepScreen(props: FlowStepProps) {
  const { push } = useFlash();
  const notify = useCallback(
    (message: FlashMessage) => push(message, message.type === 'success' ? { durationMs: CONFIRMATION_MS } : undefined),
    [push],
  );
  return <ProductSelectionStep {...props} notify={notify} />;
}
