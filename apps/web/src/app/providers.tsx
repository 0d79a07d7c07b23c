import type { ReactNode } from 'react';
import type { Brand } from '@app/domain/contracts';
import type { SessionHint } from '../features/account/api/session-hint';
import { SessionProvider } from '../features/account/components/session-provider';
import { FlashProvider } from '../features/flash/components/flash-provider';
import { BrandContext } from '../lib/brand';

interface AppProvidersProps {
  brand: Brand;
  /** Given by the server's pre-rendering, which has no page to read it from. */
  sessionHint?: SessionHint;
  children: ReactNode;
}

export function AppProviders({ brand, sessionHint, children }: AppProvidersProps) {
  return (
    <BrandContext value={brand}>
      <SessionProvider sessionHint={sessionHint}>
        <FlashProvider>{children}</FlashProvider>
      </SessionProvider>
    </BrandContext>
  );
}
