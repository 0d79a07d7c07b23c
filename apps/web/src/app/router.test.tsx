import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { mockFetch } from '../testing/fetch-mock';
import { renderAppAt } from '../testing/render-app';
import { screenLocation } from './router';

// The first render of a page downloads (here: transforms) its lazy chunk, which can take a while.
const LAZY_PAGE = { timeout: 10_000 };

describe('routes', () => {
  beforeEach(() => {
    mockFetch((call) => {
      if (call.url === '/api/patient') {
        return { status: 401, body: { message: 'Please log in to continue.', code: 'UNAUTHENTICATED' } };
      }
      return { status: 200, body: { data: { data: [] } } };
    });
  });

  it('sends / to the skin flow’s first step', async () => {
    const location = renderAppAt('/');
    expect(await screen.findByRole('heading', { name: "Let's make sure you're eligible" }, LAZY_PAGE)).toBeTruthy();
    expect(location.current.pathname).toBe('/get-started/skin/welcome');
  });

  it('starts the hair flow at make-sure-youre-eligible, keeping the search', async () => {
    const location = renderAppAt('/get-started/hair?consent=button');
    expect(await screen.findByRole('button', { name: 'Agree and continue' }, LAZY_PAGE)).toBeTruthy();
    expect(location.current.pathname).toBe('/get-started/hair/make-sure-youre-eligible');
  });

  it.each(['/get-started/nails', '/not-found', '/new-treatment/nails', '/no/such/page'])(
    'shows the not-found page at %s',
    async (path) => {
      renderAppAt(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' }, LAZY_PAGE)).toBeTruthy();
      expect(screen.getByText(MESSAGES.form.notFound)).toBeTruthy();
    },
  );

  it('explains an ineligible result with the message it was given, else the default one', async () => {
    renderAppAt('/ineligible/ineligible_state?category=hair', { userMessage: 'Not in Alaska yet.' });
    expect(await screen.findByText('Not in Alaska yet.', undefined, LAZY_PAGE)).toBeTruthy();
    cleanup();
    renderAppAt('/ineligible/ineligible_age');
    expect(await screen.findByText(INELIGIBLE_USER_MESSAGES.ineligible_age, undefined, LAZY_PAGE)).toBeTruthy();
  });

  it('sends an anonymous visitor of /dashboard to log in first', async () => {
    const location = renderAppAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Log in' }, LAZY_PAGE)).toBeTruthy();
    expect(location.current.pathname + location.current.search).toBe('/auth/login?redirect=%2Fdashboard');
  });

  it('offers skin or hair at /find-your-treatment, each leading to its sign-up (ADR 102)', async () => {
    renderAppAt('/find-your-treatment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your treatment' }, LAZY_PAGE)).toBeTruthy();
    const skin = screen.getByRole('link', { name: 'Skin' });
    const hair = screen.getByRole('link', { name: 'Hair' });
    expect(skin.getAttribute('href')).toBe('/get-started/skin');
    expect(hair.getAttribute('href')).toBe('/get-started/hair');
    // The card's details describe its link (the link's name is the visible title alone, WCAG 2.5.3).
    expect(hair.closest('li')!.textContent).toContain('thinning hair');
  });

  it('shows the trial box highlights on the skin sign-up only (ADR 102)', async () => {
    renderAppAt('/get-started/skin/welcome');
    expect(await screen.findByRole('heading', { level: 2, name: '30-day trial box' }, LAZY_PAGE)).toBeTruthy();
    cleanup();
    renderAppAt('/get-started/hair/make-sure-youre-eligible');
    expect(await screen.findByRole('heading', { level: 1, name: "Let's make sure you're eligible" }, LAZY_PAGE)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '30-day trial box' })).toBeNull();
  });

  it('has no ineligible page for an unknown reason', async () => {
    renderAppAt('/ineligible/because');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LAZY_PAGE)).toBeTruthy();
  });

  it('shows the brand’s legal links in the footer', async () => {
    renderAppAt('/auth/login');
    await screen.findByRole('heading', { name: 'Log in' }, LAZY_PAGE);
    for (const name of ['Privacy Policy', 'Telehealth Consent', 'Terms of Service', 'Do Not Sell My Personal Information']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
  });
});

describe('screenLocation', () => {
  it('follows the table’s redirect of a landing page, keeping the query, and leaves other pages alone', () => {
    expect(screenLocation({ pathname: '/get-started/skin', search: '?utm_source=ad' })).toEqual({
      pathname: '/get-started/skin/welcome',
      search: '?utm_source=ad',
    });
    expect(screenLocation({ pathname: '/', search: '' })).toEqual({ pathname: '/get-started/skin/welcome', search: '' });
    expect(screenLocation({ pathname: '/get-started/hair', search: '' }).pathname).toBe('/get-started/hair/make-sure-youre-eligible');
    expect(screenLocation({ pathname: '/auth/login', search: '?redirect=%2Fdashboard' })).toEqual({
      pathname: '/auth/login',
      search: '?redirect=%2Fdashboard',
    });
    expect(screenLocation({ pathname: '/get-started/nails', search: '' }).pathname).toBe('/get-started/nails');
  });
});
