import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Brand } from '@app/domain/contracts';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadScreen, screenLocation } from './app/router';
import { renderWithScreenData, type ScreenData } from './lib/screen-data';

/**
 * The server's pre-rendering of a landing page for a visitor with no session (ADR 095): the HTML
 * of the screen the web app would draw first, so a phone paints the page's text once the
 * stylesheet arrives, not after the scripts have run. Built by Vite as the SSR bundle
 * `dist/server/prerender.js`; the API loads it. Effects do not run here, so nothing is fetched:
 * a page that shows public data (the shop's catalogue) reads the answers the server passes as
 * `data`, the same ones it writes into the page for the browser's first render (ADR 153).
 */
export async function renderScreen(url: string, brand: Brand, data: ScreenData = {}): Promise<string> {
  const { pathname, search } = new URL(url, 'http://pre.render');
  const location = screenLocation({ pathname, search });
  await preloadScreen(location.pathname);
  return renderWithScreenData(data, () =>
    renderToString(
      <AppProviders brand={brand} sessionHint="anonymous">
        <StaticRouter location={location}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
    ),
  );
}
