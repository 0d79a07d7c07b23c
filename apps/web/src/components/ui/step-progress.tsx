interface StepProgressProps {
  /** 1-based. */
  current: number;
  total: number;
}

export function StepProgress({ current, total }: StepProgressProps) {
  return (
    <div className="step-progress">
      <p className="step-progress__text">
        Step {current} of {total}
      </p>
      <progress className="step-progress__bar" value={current} max={total} aria-hidden="true" />
    </div>
  );
}
