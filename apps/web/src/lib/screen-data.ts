/**
 * Public answers the server fetched for a pre-rendered page's first screen (ADR 153), keyed by
 * their API path (`/api/shop/products`). The server renders the page with them and writes the
 * same JSON into `<script id="screen-data">`, so the browser's first render draws the same markup
 * the visitor already sees instead of a loading state. Only data that is the same for every
 * visitor of a brand goes here (never a session's), and only pages that ask read it: this module
 * stays out of the entry chunk.
 */
export type ScreenData = Readonly<Record<string, unknown>>;

const SCRIPT_ID = 'screen-data';

/** Set while the server renders a page, since there is no document there. */
let serverData: ScreenData | undefined;
let pageData: ScreenData | undefined;

/** Renders with `data` readable by the page (the pre-render is synchronous, so it cannot leak into another). */
export function renderWithScreenData<T>(data: ScreenData, render: () => T): T {
  serverData = data;
  try {
    return render();
  } finally {
    serverData = undefined;
  }
}

function readPageData(): ScreenData {
  if (pageData === undefined) {
    const text = document.getElementById(SCRIPT_ID)?.textContent;
    try {
      pageData = text ? (JSON.parse(text) as ScreenData) : {};
    } catch {
      pageData = {};
    }
  }
  return pageData;
}

/** The answer of `GET apiPath` the server gave the page, or undefined (fetch it then). */
export function readScreenData<T>(apiPath: string): T | undefined {
  const data = typeof document === 'undefined' ? serverData : readPageData();
  return data?.[apiPath] as T | undefined;
}
