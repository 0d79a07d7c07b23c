import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { MESSAGES } from '@app/domain/messages/en';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadBrand } from './lib/brand';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}
const root = createRoot(container);

loadBrand().then(
  (brand) => {
    const router = createAppRouter();
    root.render(
      <StrictMode>
        <AppProviders brand={brand}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  },
  () => {
    // Without a brand there are no colours, links or copy to show; say so plainly.
    container.textContent = MESSAGES.form.genericServerError;
  },
);
