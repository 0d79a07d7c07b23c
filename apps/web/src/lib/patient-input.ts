/** The presses and taps that mean the patient acted, as opposed to the app moving on its own. */
const PATIENT_INPUT_EVENTS = ['keydown', 'pointerdown'] as const;

/**
 * Calls `onInput` on each of the patient's key or pointer presses, in the capture phase, so the
 * press that starts a navigation is seen before the navigation it causes. Returns the stop.
 * The focus hook and the flash messages both tell a redirect from a step the patient took by it.
 */
export function listenForPatientInput(onInput: () => void): () => void {
  for (const type of PATIENT_INPUT_EVENTS) {
    window.addEventListener(type, onInput, true);
  }
  return () => {
    for (const type of PATIENT_INPUT_EVENTS) {
      window.removeEventListener(type, onInput, true);
    }
  };
}
