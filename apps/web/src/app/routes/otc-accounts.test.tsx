import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, OTC_SIGNUP_MESSAGES } from '@app/domain/messages';
import { mockFetch, type RecordedCall } from '../../testing/fetch-mock';
import { renderAppAt } from '../../testing/render-app';

// Issue 31 item 5 (ADR 154): the storefront's sign-up, log-in's redirect both ways, and an OTC
// account sent to login after eligibility (000 §4).
const LAZY_PAGE = { timeout: 10_000 };
const UNAUTHENTICATED = { status: 401, body: { message: MESSAGES.account.unauthenticated, code: 'UNAUTHENTICATED' } };
const SHOPPER = { id: 41, email: 'shopper@example.com' };
const NOT_FOUND = { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };

/** The app with a server that answers the session, the sign-up and the eligibility check. */
function renderWithServer(path: string, options: { signedIn?: boolean; eligibility?: object } = {}) {
  let isSignedIn = options.signedIn ?? false;
  const fetch = mockFetch((call: RecordedCall) => {
    if (call.url === '/api/patient') {
      return isSignedIn ? { status: 200, body: { data: SHOPPER } } : UNAUTHENTICATED;
    }
    if (call.method === 'POST' && call.url === '/api/register') {
      isSignedIn = true;
      return { status: 200, body: { emailOnly: false, recognizedEmail: false, requestPassword: false, isDeletingBrandAccount: false, canTransferBrand: false, user: SHOPPER, message: MESSAGES.account.registered } };
    }
    if (call.url === '/api/eligibility/evaluate') {
      return { status: 200, body: { data: options.eligibility } };
    }
    if (call.url === '/api/flash-messages') {
      return { status: 200, body: { data: { data: [] } } };
    }
    return NOT_FOUND;
  });
  return { location: renderAppAt(path), fetch };
}

/** The page's own "Log in" link (the site header has one too). */
async function pageLogInLink() {
  const page = await screen.findByRole('region', { name: OTC_SIGNUP_MESSAGES.heading }, LAZY_PAGE);
  return within(page).getByRole('link', { name: OTC_SIGNUP_MESSAGES.logIn });
}

async function signUp(email = 'shopper@example.com') {
  await screen.findByRole('heading', { level: 1, name: OTC_SIGNUP_MESSAGES.heading }, LAZY_PAGE);
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: MESSAGES.account.ageConfirmation }));
  fireEvent.click(screen.getByRole('button', { name: OTC_SIGNUP_MESSAGES.submit }));
}

describe('/auth/signup', () => {
  it('creates a shop account (terms, age, otcSignup) and goes back to the redirect', async () => {
    const { location, fetch } = renderWithServer('/auth/signup?redirect=%2Fshop%2Fcart');
    await signUp();
    await waitFor(() => expect(location.current.pathname).toBe('/shop/cart'), LAZY_PAGE);
    const registration = fetch.apiCalls().find((call) => call.url === '/api/register');
    expect(registration?.body).toEqual({ email: 'shopper@example.com', password: 'correct-horse', acceptedTOS: true, isAtLeast13: true, otcSignup: true });
  });

  it.each(['//evil.example/shop', 'https://evil.example/shop', '/\\evil.example'])('refuses the cross-site redirect %s and goes to the dashboard', async (redirect) => {
    const { location } = renderWithServer(`/auth/signup?redirect=${encodeURIComponent(redirect)}`);
    expect((await pageLogInLink()).getAttribute('href')).toBe('/auth/login');
    await signUp();
    await waitFor(() => expect(location.current.pathname).toBe('/dashboard'), LAZY_PAGE);
  });

  it('keeps the Next button off until both boxes are ticked', async () => {
    renderWithServer('/auth/signup');
    await screen.findByRole('heading', { level: 1, name: OTC_SIGNUP_MESSAGES.heading }, LAZY_PAGE);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'shopper@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the/ }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: OTC_SIGNUP_MESSAGES.submit }).disabled).toBe(true);
  });

  it('links to log in and back, keeping the redirect', async () => {
    renderWithServer('/auth/signup?redirect=%2Fshop%2Fcart');
    expect((await pageLogInLink()).getAttribute('href')).toBe('/auth/login?redirect=%2Fshop%2Fcart');
    cleanup();
    renderWithServer('/auth/login?redirect=%2Fshop%2Fcart');
    const create = await screen.findByRole('link', { name: 'Create an account' }, LAZY_PAGE);
    expect(create.getAttribute('href')).toBe('/auth/signup?redirect=%2Fshop%2Fcart');
  });

  it('keeps the visit’s sign-up as the way in when log-in was not reached from the shop', async () => {
    renderWithServer('/auth/login?redirect=%2Fdashboard%2Fshipments');
    const create = await screen.findByRole('link', { name: 'Create an account' }, LAZY_PAGE);
    expect(create.getAttribute('href')).toBe('/get-started/skin');
  });
});

describe('an OTC account after eligibility', () => {
  it('is sent to login, which goes on signed in into the visit past the account step', async () => {
    const { location, fetch } = renderWithServer('/get-started/skin/welcome', {
      signedIn: true,
      eligibility: { ineligibleReason: null, isOtcSignupUser: true },
    });
    await screen.findByRole('heading', { level: 1, name: "Let's make sure you're eligible" }, LAZY_PAGE);
    fireEvent.change(screen.getByLabelText("Patient's state"), { target: { value: 'CA' } });
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '01/02/1990' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location.current.pathname).toBe('/get-started/skin/legal-name'), LAZY_PAGE);
    expect(fetch.apiCalls().some((call) => call.url === '/api/register')).toBe(false);
  });

  it('leaves a signed-in shopper sent to login with somewhere to go on their way', async () => {
    const { location } = renderWithServer('/auth/login?redirect=%2Ffind-your-treatment', { signedIn: true });
    await waitFor(() => expect(location.current.pathname).toBe('/find-your-treatment'), LAZY_PAGE);
  });
});
