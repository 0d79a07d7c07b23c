import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../testing/fetch-mock';
import { SocialSignupButtons } from './social-signup-buttons';

const ALL = [
  { id: 'facebook', name: 'Facebook' },
  { id: 'apple', name: 'Apple' },
  { id: 'google', name: 'Google' },
];

describe('SocialSignupButtons', () => {
  it('shows a button per configured provider, linking to its start with the redirect', async () => {
    mockFetch(() => ({ status: 200, body: { data: ALL.slice(2) } }));
    render(<SocialSignupButtons redirectPath="/get-started/skin/legal-name" failurePath="/get-started/skin/register" category="skin" />);
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe(
      '/auth/social/google/start?redirect=%2Fget-started%2Fskin%2Flegal-name&failure=%2Fget-started%2Fskin%2Fregister&category=skin',
    );
    expect(screen.queryByText('Continue with Facebook')).toBeNull();
  });

  it('hides Google inside an embedded web view', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS;FBAV/470.0]' });
    mockFetch(() => ({ status: 200, body: { data: ALL } }));
    render(<SocialSignupButtons redirectPath="/dashboard" />);
    expect(await screen.findByRole('link', { name: 'Continue with Apple' })).toBeTruthy();
    expect(screen.queryByText('Continue with Google')).toBeNull();
  });

  it('keeps the buttons disabled until the consent boxes are ticked', async () => {
    mockFetch(() => ({ status: 200, body: { data: ALL.slice(1, 2) } }));
    render(<SocialSignupButtons redirectPath="/dashboard" consent={{ acceptedTOS: true, isAtLeast13: false }} />);
    const button = await screen.findByRole('button', { name: 'Continue with Apple' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows nothing when no provider is configured', async () => {
    const { apiCalls } = mockFetch(() => ({ status: 200, body: { data: [] } }));
    const { container } = render(<SocialSignupButtons redirectPath="/dashboard" />);
    await vi.waitFor(() => expect(apiCalls()).toHaveLength(1));
    expect(container.innerHTML).toBe('');
  });
});
