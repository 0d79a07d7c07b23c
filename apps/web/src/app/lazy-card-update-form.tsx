import { Suspense, use, type ComponentProps } from 'react';
import type { CardUpdateForm } from '../features/checkout/components/card-update-form';

type CardUpdateFormModule = { CardUpdateForm: typeof CardUpdateForm };
let loading: Promise<CardUpdateFormModule> | undefined;

function LoadedCardUpdateForm(props: ComponentProps<typeof CardUpdateForm>) {
  const module = use((loading ??= import('../features/checkout/components/card-update-form')));
  return <module.CardUpdateForm {...props} />;
}

/**
 * The checkout's card form for a declined box, downloaded only when a box needs a new card, so the
 * dashboard of every other patient never loads the checkout's code. While the chunk arrives the
 * notice above it is already shown; the form then says itself that the processor is loading.
 */
export function LazyCardUpdateForm(props: ComponentProps<typeof CardUpdateForm>) {
  return (
    <Suspense fallback={null}>
      <LoadedCardUpdateForm {...props} />
    </Suspense>
  );
}
