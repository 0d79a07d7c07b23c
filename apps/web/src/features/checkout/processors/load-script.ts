const loading = new Map<string, Promise<void>>();

/**
 * Loads a payment processor's script once, when the payment step needs it (issue 11: payment
 * scripts load on demand, only there). A failure is remembered for this page only: the next
 * attempt (a refresh) tries again.
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) {
    return known;
  }
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
