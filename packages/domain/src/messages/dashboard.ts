/** The dashboard's links to its pages (issue 13 item 4; ours). */
export const DASHBOARD_MESSAGES = {
  dashboardPages: {
    heading: 'Your care',
    shipments: 'Shipments',
    prescriptions: 'Prescriptions',
    messages: 'Messages with your care team',
    unread: '{count} unread',
    backToDashboard: 'Back to your dashboard',
  },
} as const;
