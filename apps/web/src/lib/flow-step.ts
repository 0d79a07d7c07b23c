import type { Visit } from '@app/domain/contracts';

/**
 * What every flow step screen receives from the flow route (app/routes/flow-step-route.tsx).
 * A screen does its own work through its own API calls, then calls `onDone`: the route records
 * the step when asked (for steps that leave no data of their own, such as Skip), reloads the
 * visit and moves to the step the server says is next.
 */
export interface FlowStepProps {
  visit: Visit;
  /** `recordStep: true` records the step as finished or skipped on the visit. */
  onDone: (options?: { recordStep?: boolean }) => Promise<void>;
  /** The previous applicable step's url (it shows that step again), when there is one; use it for Back. */
  backPath: string | undefined;
}
