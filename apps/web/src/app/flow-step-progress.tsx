import { stepNumber, type FlowId, type FlowStep } from '@app/domain/flows';
import { StepProgress } from '../components/ui/step-progress';

/** Where a step stands in its flow, counted the same way on every step (ADR 093). */
export function FlowStepProgress({ flow, step }: { flow: FlowId; step: FlowStep }) {
  const { current, total } = stepNumber(flow, step);
  return <StepProgress current={current} total={total} />;
}
