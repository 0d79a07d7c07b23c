/**
 * The dashboard's "Your orders" (issue 31 item 4: a shop order "appears on the dashboard"). Ours:
 * the spec names no words for it. Kept out of `MESSAGES`, like the shop's words, so the entry
 * chunk of every patient page does not carry them: only the dashboard's chunk reads them.
 */
export const ORDERS_MESSAGES = {
  heading: 'Your orders',
  loading: 'Loading your orders…',
  loadError: 'We couldn’t load your orders.',
  retry: 'Try again',
  orderedOn: 'Ordered {date}',
  kinds: {
    trial: 'Trial box',
    subscription: 'Subscription box',
    cart: 'One-time order',
    renewal: 'Subscription refill',
  },
  shopOrder: 'Shop order',
  quantity: '{name} × {quantity}',
  total: 'Total',
  voided: 'Canceled: you were not charged',
  shopAgain: 'Shop again',
  shipments: 'Track your parcels',
} as const;
