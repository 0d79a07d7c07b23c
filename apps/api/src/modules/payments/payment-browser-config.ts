import type { PaymentConfig } from '@app/domain/contracts';
import { contentSourcesOf, processorOf, type PaymentVendor } from '@app/domain/payments';
import type { Env } from '../../env';

/** A chosen processor's browser settings, by the names its descriptor gives them; an unset one is left out. */
function browserSettingsOf(env: Env, vendor: PaymentVendor): Record<string, string> {
  const settings = env as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(processorOf(vendor).browserSettings).flatMap(([name, setting]) => (typeof settings[setting] === 'string' ? [[name, settings[setting]]] : [])),
  );
}

/** What the payment step's scripts need from the settings: vendors, the publishable key, the environment; no secret. */
export function paymentBrowserConfig(env: Env): PaymentConfig {
  return {
    card: { ...browserSettingsOf(env, env.PAYMENT_CARD_PROCESSOR), vendor: env.PAYMENT_CARD_PROCESSOR },
    walletVault: { ...browserSettingsOf(env, env.PAYMENT_WALLET_VAULT), vendor: env.PAYMENT_WALLET_VAULT },
  };
}

/** Origins a page may load from, per Content-Security-Policy directive. */
export type ContentSources = ReturnType<typeof contentSourcesOf>;

/** What the security policy must allow for the configured processors' scripts: nothing for the sandbox. */
export function paymentContentSources(env: Pick<Env, 'PAYMENT_CARD_PROCESSOR' | 'PAYMENT_WALLET_VAULT'>): ContentSources {
  return contentSourcesOf([env.PAYMENT_CARD_PROCESSOR, env.PAYMENT_WALLET_VAULT]);
}
