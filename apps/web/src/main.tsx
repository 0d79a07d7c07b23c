import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// The shell takes only its own section, so the whole catalogue loads with the pages (ADR 094).
import { FORM_MESSAGES } from '@app/domain/messages/forms';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { loadBrand } from './lib/brand';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}
const root = createRoot(container);

loadBrand().then(
  (brand) => {
    root.render(
      <StrictMode>
        <AppProviders brand={brand}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  },
  () => {
    // Without a brand there are no colours, links or copy to show; say so plainly.
    container.textContent = FORM_MESSAGES.form.genericServerError;
  },
);
