import Bowser from 'bowser';

/** Longest label kept: a browser and a system's names, never the whole user agent. */
const DEVICE_LABEL_MAX_LENGTH = 80;

/**
 * A signed-in device in words ("Chrome on macOS", "Safari on iOS"), from the browser's user agent
 * at sign-in (ADR 168): only the label is stored, never the user agent itself, which says far more
 * about a person's machine than the patient needs to recognise it. Null when nothing is recognised:
 * the page then says "Unknown browser".
 */
export function deviceLabelOf(userAgent: string | undefined): string | null {
  if (!userAgent?.trim()) {
    return null;
  }
  const { browser, os } = Bowser.parse(userAgent);
  const label = [browser.name, os.name].filter(Boolean).join(' on ');
  return label ? label.slice(0, DEVICE_LABEL_MAX_LENGTH) : null;
}
