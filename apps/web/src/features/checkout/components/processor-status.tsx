/** A processor's script still loading, or the message of 001 §8 when it did not load. */
export function ProcessorStatus({ error }: { error: string | null }) {
  return error ? (
    <p className="card-form__error" role="alert">
      {error}
    </p>
  ) : (
    <p className="payment-block__loading" role="status">
      Loading secure payment…
    </p>
  );
}
