import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { TEST_BRAND } from './test-brand';

/** Where the app is now, for a test to read. */
export interface AppLocation {
  current: Location;
}

function LocationProbe({ into }: { into: AppLocation }) {
  into.current = useLocation();
  return null;
}

/** Renders the whole app, as main.tsx does, on a memory history starting at `path`. */
export function renderAppAt(path: string, state?: unknown): AppLocation {
  const { pathname, search } = new URL(path, 'http://app.test');
  const location = {} as AppLocation;
  render(
    <AppProviders brand={TEST_BRAND}>
      <MemoryRouter initialEntries={[{ pathname, search, state }]}>
        <AppRoutes />
        <LocationProbe into={location} />
      </MemoryRouter>
    </AppProviders>,
  );
  return location;
}
