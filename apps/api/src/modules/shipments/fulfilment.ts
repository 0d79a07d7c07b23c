/**
 * The pharmacy that packs and ships an order (ADR 110). The shipments job is the only caller: it
 * hands pending parcels over and asks about the ones on their way, outside any transaction.
 */
export interface ParcelState {
  status: 'submitted' | 'shipped' | 'delivered';
  trackingNumber: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
}

export interface Fulfilment {
  /** Hands a parcel to the pharmacy. Asking twice for one shipment id answers the same reference. */
  submit(parcel: { shipmentId: number; orderId: number }, now: Date): Promise<{ pharmacyRef: string }>;
  /** Where a parcel is at `now`; `orderedAt` is when its order was paid (the clock's time). */
  track(parcel: { shipmentId: number; pharmacyRef: string; orderedAt: Date }, now: Date): Promise<ParcelState>;
}

/** How long the simulated pharmacy packs a parcel, and how long the carrier takes. */
export const SIMULATED_PACKING_MS = 2 * 86_400_000;
export const SIMULATED_TRANSIT_MS = 3 * 86_400_000;

/**
 * The local pharmacy simulator, the default everywhere but a real pharmacy's deployment: it
 * ships two days after the order was paid, with a tracking number, and delivers three days later
 * (counted from the order, not from when the job handed it over, so a pass that runs late does
 * not delay the parcel). Its schedule is a function of the (possibly simulated) time, so moving the clock moves
 * parcels, and every process answers the same.
 */
export function createPharmacySimulator(): Fulfilment {
  return {
    submit: async ({ shipmentId }) => ({ pharmacyRef: `SIM-RX-${shipmentId}` }),
    track: async ({ shipmentId, orderedAt }, now) => {
      const shippedAt = new Date(orderedAt.getTime() + SIMULATED_PACKING_MS);
      const deliveredAt = new Date(shippedAt.getTime() + SIMULATED_TRANSIT_MS);
      const trackingNumber = `9400SIM${String(shipmentId).padStart(10, '0')}`;
      if (now < shippedAt) {
        return { status: 'submitted', trackingNumber: null, shippedAt: null, deliveredAt: null };
      }
      return now < deliveredAt
        ? { status: 'shipped', trackingNumber, shippedAt, deliveredAt: null }
        : { status: 'delivered', trackingNumber, shippedAt, deliveredAt };
    },
  };
}
