import { describe, expect, it } from 'vitest';
import { messagesOnScreen, screenOnArrival, type FlashScreen, type ShownFlashMessage } from './flash-screens';

function message(id: number, screen: FlashScreen): ShownFlashMessage {
  return { id, type: 'success', content: `message ${id}`, screen };
}

describe('messagesOnScreen', () => {
  it('settles a message raised for the next screen where the patient lands, then drops it when they leave', () => {
    const raised = [message(1, { after: '/register' })];
    const stillThere = messagesOnScreen(raised, '/register', '/register', false);
    expect(stillThere).toEqual(raised);
    const landed = messagesOnScreen(stillThere, '/legal-name', '/register', false);
    expect(landed).toEqual([{ ...raised[0], screen: { path: '/legal-name' } }]);
    expect(messagesOnScreen(landed, '/phone', '/legal-name', false)).toEqual([]);
  });

  it('settles a message for the next screen at once when that screen is already shown (a redirect that beat the fetch)', () => {
    expect(screenOnArrival({ after: '/register' }, '/legal-name', '/legal-name', false)).toEqual({ path: '/legal-name' });
    expect(screenOnArrival({ after: '/register' }, '/register', '/register', false)).toEqual({ after: '/register' });
  });

  it('keeps an until-dismissed message on every screen', () => {
    const kept = [message(1, 'anywhere')];
    expect(messagesOnScreen(kept, '/b', '/a', false)).toEqual(kept);
    expect(messagesOnScreen(kept, '/does-not-exist', '/b', false)).toEqual(kept);
  });

  it('settles a message for this screen on the first screen reported', () => {
    expect(messagesOnScreen([message(1, 'here')], '/a', undefined, false)).toEqual([message(1, { path: '/a' })]);
  });

  it('carries a screen’s messages through a redirect, not through a push', () => {
    const onA = [message(1, { path: '/a' })];
    expect(messagesOnScreen(onA, '/a/real', '/a', true)).toEqual([message(1, { path: '/a/real' })]);
    expect(messagesOnScreen(onA, '/a/real', '/a', false)).toEqual([]);
  });

  it('keeps a screen’s messages while the patient stays on it (search or hash changes)', () => {
    const onA = [message(1, { path: '/a' })];
    expect(messagesOnScreen(onA, '/a', '/a', false)).toEqual(onA);
  });
});
