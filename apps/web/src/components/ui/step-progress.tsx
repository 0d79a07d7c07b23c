interface StepProgressProps {
  /** 1-based. */
  current: number;
  total: number;
  /** What is counted: flow steps, or a survey's questions. */
  unit?: 'Step' | 'Question';
}

export function StepProgress({ current, total, unit = 'Step' }: StepProgressProps) {
  return (
    <div className="step-progress">
      <p className="step-progress__text">
        {unit} {current} of {total}
      </p>
      <progress className="step-progress__bar" value={current} max={total} aria-hidden="true" />
    </div>
  );
}
