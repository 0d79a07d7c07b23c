/** The shipments page (issue 13 item 4, ADR 112; ours: the spec names the page, not its texts). */
export const SHIPMENT_MESSAGES = {
  shipments: {
    heading: 'Your shipments',
    intro: 'Every box we have sent or are preparing for you, newest first.',
    loading: 'Loading your shipments…',
    loadError: 'Your shipments could not be loaded. Please try again.',
    retry: 'Try again',
    empty: 'You have no shipments yet. Your first box appears here as soon as your order is placed.',
    boxLabel: 'Box ordered {date}',
    contents: 'In this box',
    rx: 'Prescription',
    status: 'Status',
    statuses: {
      pending: 'Being prepared',
      submitted: 'At the pharmacy',
      shipped: 'Shipped',
      delivered: 'Delivered',
    },
    tracking: 'Tracking number',
    noTracking: 'Given when the box ships',
    shippedOn: 'Shipped',
    deliveredOn: 'Delivered',
    notYet: 'Not yet',
    charged: 'Charged',
  },
} as const;
