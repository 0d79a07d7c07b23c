// The messaging module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { calendarInvite } from './calendar-invite';
export { devOutboxRoutes } from './dev-outbox.routes';
export { renderEmailHtml } from './email-html';
export { createDatabaseEmailPreferences } from './email-preferences-adapter';
export type { EmailPreferencesAdapter } from './email-preferences-adapter';
export type { EmailSender } from './email-sender';
export { createMessageSealer } from './message-sealer';
export type { MessageSealer } from './message-sealer';
export { createEmailSender, createSmsSender } from './messaging-adapters';
export { deliverQueuedMessage } from './outbox-delivery.service';
export { deliverEmail, deliverSms, findOutboxEmail, isResendable, outboxMessageOfPatient, outboxMessagesOfPatient, resendMessage } from './outbox.service';
export type { EmailOutbox, OutboxRow, SmsOutbox } from './outbox.service';
export type { SmsSender } from './sms-sender';
