import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants/limits';
import { CARD_VENDORS, PAYMENT_VENDORS, WALLET_VAULT_VENDORS } from '../payments/processors/registry';

/**
 * The payment calls of 001 §3, §7.2: storing a payment method, activating a trial, a subscription
 * or a cart, and the express (wallet) variants. The browser sends tokens from the processor's own
 * card field or wallet, never a card number, and never an amount: what is charged is the server's
 * price of the saved box.
 */

/** 001 §3 "Payment method payload": card, the online wallet (PayPal) or the device wallet (Apple Pay). */
export const PAYMENT_METHODS = ['card', 'paypal', 'apple-pay'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHODS)[number];

/** Who tokenised it: a registered processor (ADR 146). */
export { PAYMENT_VENDORS, type PaymentVendor } from '../payments/processors/registry';

/** Where the payment method is being added (001 §3 checkoutContext). */
export const CHECKOUT_CONTEXTS = ['checkout', 'product-detail', 'dashboard'] as const;

const TokenSchema = z.string().min(1).max(512);
const NameSchema = z.string().max(NAME_MAX_LENGTH);

/** POST /app/patient/payment/register-card (001 §7.2). */
export const RegisterCardRequestSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    vendor: z.enum(PAYMENT_VENDORS),
    paymentNonce: TokenSchema,
    cardLastFour: z.string().regex(/^\d{4}$/).optional(),
    cardFundingType: z.enum(['credit', 'debit', 'prepaid', 'unknown']).optional(),
    checkoutContext: z.enum(CHECKOUT_CONTEXTS).optional(),
    deviceData: z.string().max(4096).optional(),
  })
  .strict();
export type RegisterCardRequest = z.infer<typeof RegisterCardRequestSchema>;

/** The payment method on file, as the checkout's summary shows it: never more than the last four digits. */
export const PaymentMethodSummarySchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  vendor: z.enum(PAYMENT_VENDORS),
  cardLastFour: z.string().nullable(),
  cardFundingType: z.string().nullable(),
  /** For a wallet: the payer's email or account label the wallet gave. */
  label: z.string().nullable(),
});
export type PaymentMethodSummary = z.infer<typeof PaymentMethodSummarySchema>;
export const RegisterCardResponseSchema = z.object({ data: PaymentMethodSummarySchema });

/** GET /api/patient/payment/braintree-token (001 §7.2): the wallet vault's client token. */
export const BraintreeTokenResponseSchema = z.object({ data: z.object({ braintreeToken: z.string() }) });

/**
 * The checkout attempt a request belongs to: a uuid the page makes once per checkout, so a double
 * click, a retry after a timeout or a second tab send the same one, and the server derives the
 * charge's idempotency key from it.
 */
export const CheckoutAttemptIdSchema = z.string().uuid();

/** Activate trial (001 §7.2: shipmentFrequency 60, or 30 with the small-bottle flag). */
export const ActivateTrialRequestSchema = z
  .object({
    shipmentFrequency: z.union([z.literal(30), z.literal(60)]),
    treatmentCategoryId: z.number().int(),
    checkoutAttemptId: CheckoutAttemptIdSchema,
  })
  .strict();

/** Activate subscription (001 §7.2: treatmentCategoryId). */
export const ActivateSubscriptionRequestSchema = z
  .object({ treatmentCategoryId: z.number().int(), checkoutAttemptId: CheckoutAttemptIdSchema })
  .strict();

/** The one-time cart's order (001 §4 "Submission"; path and payload ours). */
export const PlaceCartOrderRequestSchema = ActivateSubscriptionRequestSchema;

/** 001 §7.2: the activation's answer. */
export const ActivationSchema = z.object({
  invoiceId: z.number().int(),
  /** The survey response that referred the patient, if any (001 §7.2); none until referrals exist. */
  referrerSurveyResponse: z.string().nullable(),
  /** What was charged today, in dollars, for analytics (001 §7.2 revenue). */
  revenue: z.number(),
  user: z.object({ id: z.number().int(), email: z.string(), firstname: z.string().nullable(), lastname: z.string().nullable() }),
});
export type Activation = z.infer<typeof ActivationSchema>;
export const ActivationResponseSchema = z.object({ data: ActivationSchema });

/** The wallet's address and payer (001 §3: address1 … phoneNumberOptional), sent with an express checkout. */
export const WalletAddressSchema = z.object({
  address1: z.string().min(1).max(200),
  address2: z.string().max(200).optional(),
  city: z.string().min(1).max(100),
  state: z.string().min(2).max(2),
  zipcode: z.string().min(5).max(10),
  firstname: NameSchema,
  lastname: NameSchema,
  phone: z.string().max(30).optional(),
  phoneNumberOptional: z.string().max(30).optional(),
});

/** POST /app/patient/payment/activate-express-checkout-trial (001 §7.2). */
export const ExpressTrialRequestSchema = RegisterCardRequestSchema.extend({
  ...WalletAddressSchema.shape,
  shipmentFrequency: z.union([z.literal(30), z.literal(60)]),
  treatmentCategoryId: z.number().int(),
  checkoutAttemptId: CheckoutAttemptIdSchema,
}).strict();

/** POST /app/patient/payment/activate-express-checkout-subscription (001 §7.2: adds treatmentCategoryId). */
export const ExpressSubscriptionRequestSchema = RegisterCardRequestSchema.extend({
  ...WalletAddressSchema.shape,
  treatmentCategoryId: z.number().int(),
  checkoutAttemptId: CheckoutAttemptIdSchema,
}).strict();

/**
 * Which processors the browser loads on the payment step (ours): their vendor, and what their
 * scripts need (a publishable key, an environment). Secrets never travel here.
 */
export const PaymentConfigSchema = z.object({
  // Each processor's browser settings by the names its descriptor gives them (`publishableKey`, `environment`).
  card: z.object({ vendor: z.enum(CARD_VENDORS) }).catchall(z.string()),
  walletVault: z.object({ vendor: z.enum(WALLET_VAULT_VENDORS) }).catchall(z.string()),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;
export const PaymentConfigResponseSchema = z.object({ data: PaymentConfigSchema });

/** The patient's payment method on file, or null (ours: the checkout's card summary). */
export const CurrentPaymentMethodResponseSchema = z.object({ data: PaymentMethodSummarySchema.nullable() });

/** A paid order as the patient sees it (ours): its lines and invoice rows, priced as the summary said. */
export const OrderViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['trial', 'subscription', 'cart', 'renewal']),
  status: z.enum(['paid', 'voided']),
  createdAt: z.string(),
  // A shop cart's order (ADR 152): `kind` is 'cart' for a visit's one-time cart too, so it cannot tell them apart.
  isShopOrder: z.boolean(),
  lines: z.array(z.object({ itemId: z.number().int(), name: z.string(), isRx: z.boolean(), isFullSize: z.boolean(), quantity: z.number().int().positive(), originalCents: z.number().int(), finalCents: z.number().int() })),
  invoice: z
    .object({
      id: z.number().int(),
      totalCents: z.number().int(),
      discountCents: z.number().int(),
      creditCents: z.number().int(),
      taxCents: z.number().int(),
      lines: z.array(z.object({ kind: z.string(), label: z.string(), amountCents: z.number().int() })),
    })
    .nullable(),
});
export type OrderView = z.infer<typeof OrderViewSchema>;
export const OrdersResponseSchema = z.object({ data: z.array(OrderViewSchema) });

/** A subscription as the patient sees it (ours): cadence, next bill date and what each later box holds. */
