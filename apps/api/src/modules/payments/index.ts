// The payments module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { paymentContentSources } from './payment-browser-config';
export type { Charge } from './payment-gateway';
export { insertPaymentMethod } from './payment-methods.repository';
export { chargePaymentMethod, currentPaymentMethod, patientsSharingCard, paymentMethodOfPatient, registerPaymentMethod } from './payment-methods.service';
export { createPaymentProcessors } from './payment-processors';
export type { PaymentProcessors } from './payment-processors';
export { paymentsRoutes } from './payments.routes';
export { askProcessorToRefund, recordPendingRefund, refundOfRequest, refundsOfCharges, requestKeyOf, reservedCentsOf, settleRefund, stalePendingRefunds } from './refunds.service';
export type { ProcessorAnswer, RefundRow } from './refunds.service';
export { createSandboxGateway } from './sandbox/sandbox-gateway';
export { tokenizeCard } from './sandbox/sandbox-processor.service';
export { sandboxProcessorRoutes } from './sandbox/sandbox.routes';
