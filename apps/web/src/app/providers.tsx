import type { ReactNode } from 'react';
import type { Brand } from '@app/domain/contracts/brand';
import { SessionProvider } from '../features/account/components/session-provider';
import { FlashProvider } from '../features/flash/components/flash-provider';
import { BrandContext } from '../lib/brand';

interface AppProvidersProps {
  brand: Brand;
  children: ReactNode;
}

export function AppProviders({ brand, children }: AppProvidersProps) {
  return (
    <BrandContext value={brand}>
      <SessionProvider>
        <FlashProvider>{children}</FlashProvider>
      </SessionProvider>
    </BrandContext>
  );
}
