import type { Page } from '@playwright/test';

/** A copy of what a page showed at one moment: its document and its same-origin frames' documents. */
export interface ScreenSnapshot {
  url: string;
  heading: string;
  /** What the heading does not tell: an open dialog, errors shown (see `screenKey`). */
  states: string[];
  /** HTML by url (without the fragment), the page's own first. */
  documents: Map<string, string>;
}

interface SerializedDocument {
  url: string;
  heading: string;
  states: string[];
  html: string;
}

/** A url without its fragment: what a browser asks a server for. */
export function documentUrl(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

/**
 * Runs in the page: the document as HTML, without scripts (the copy must not run the app again)
 * and with the state that lives only in DOM properties written back into attributes, so the copy
 * renders and reads the same: field values, checked boxes, chosen options, open modal dialogs.
 */
function serializeDocument(): SerializedDocument | null {
  if (document.contentType !== 'text/html') {
    // An image or a JSON answer opened as a page is the browser's own viewer, not the app.
    return null;
  }
  const STATEFUL = 'input, textarea, option, dialog';
  const copy = document.documentElement.cloneNode(true) as HTMLElement;
  const live = document.documentElement.querySelectorAll(STATEFUL);
  const copied = copy.querySelectorAll(STATEFUL);
  live.forEach((element, index) => {
    const target = copied[index];
    if (!target) {
      return;
    }
    if (element instanceof HTMLInputElement) {
      // A password is never copied: no rule reads it.
      if (element.type !== 'password' && element.type !== 'file') {
        target.setAttribute('value', element.value);
      }
      target.toggleAttribute('checked', element.checked);
    } else if (element instanceof HTMLTextAreaElement) {
      target.textContent = element.value;
    } else if (element instanceof HTMLOptionElement) {
      target.toggleAttribute('selected', element.selected);
    } else if (element instanceof HTMLDialogElement && element.matches(':modal')) {
      target.setAttribute('data-scan-modal', '');
    }
  });
  copy
    .querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"]')
    .forEach((element) => element.remove());
  const doctype = document.doctype ? `<!DOCTYPE ${document.doctype.name}>` : '';
  const heading = document.querySelector('h1')?.textContent ?? '';
  // A modal and a form's error messages open on a screen without a navigation and keep its
  // heading, yet they are where labels and contrast most often go wrong: they count as screens.
  const states: string[] = [];
  const dialog = document.querySelector('dialog[open]');
  if (dialog) {
    const labelledBy = dialog.getAttribute('aria-labelledby');
    const name =
      dialog.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null);
    states.push(`dialog "${name ?? ''}"`);
  }
  const alerts = Array.from(document.querySelectorAll('[role="alert"]')).some((alert) =>
    alert.textContent?.trim(),
  );
  if (alerts || document.querySelector('[aria-invalid="true"]')) {
    states.push('errors');
  }
  return { url: location.href, heading, states, html: doctype + copy.outerHTML };
}

/**
 * Copies the screen a page shows now, in one step inside the page, so the copy is one consistent
 * state even while the test goes on; null when the page shows no HTML document.
 */
export async function captureScreen(page: Page): Promise<ScreenSnapshot | null> {
  const main = await page.evaluate(serializeDocument);
  if (!main) {
    return null;
  }
  const documents = new Map([[documentUrl(main.url), main.html]]);
  const origin = new URL(main.url).origin;
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || !frame.url().startsWith(`${origin}/`)) {
      continue;
    }
    const framed = await frame.evaluate(serializeDocument).catch(() => null);
    if (framed) {
      documents.set(documentUrl(framed.url), framed.html);
    }
  }
  return { url: main.url, heading: main.heading, states: main.states, documents };
}

/**
 * Runs in the copy: once it loaded, modal dialogs open as modals again (the page behind becomes
 * inert, as it was); after every load or resize, animations and transitions jump to their end, as
 * they had on the settled screen (endless ones, like a spinner, keep going).
 */
export function restoreScreenState(isFreshLoad: boolean): Promise<unknown> {
  if (isFreshLoad) {
    document.querySelectorAll<HTMLDialogElement>('dialog[data-scan-modal]').forEach((dialog) => {
      dialog.close();
      dialog.showModal();
    });
  }
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().endTime !== Infinity) {
      animation.finish();
    }
  }
  return document.fonts.ready;
}
