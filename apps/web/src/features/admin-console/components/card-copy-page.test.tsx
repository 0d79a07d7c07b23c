import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminCardCopy } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { mockFetch, type RecordedCall } from '../../../testing/fetch-mock';
import { tableRowsText } from '../../../testing/table-rows';
import { CardCopyPage } from './card-copy-page';

// The admin console's product copy (ADR 167): one brand's product cards at a time with what they
// say and their last change, a card's copy changed whole with a reason, checked by the domain's
// rules before anything is sent, the server's refusal under its field, and a failed load tried
// again.

const TEXT = STAFF_MESSAGES.adminCardCopy;
const REASON = 'Reason for this change';
const CUSTOM: AdminCardCopy = {
  brandId: 1,
  brandName: 'Teleskin',
  cardKey: 'custom-formula',
  category: 'skin',
  isRx: true,
  copy: {
    name: 'Custom Formula',
    bodyDescription: 'Your prescription cream, made for your skin.',
    claim: { short: 'Visible results in 8 weeks*', disclaimer: '*In a study of 100 patients.' },
    tagline: 'Made for you',
    description: 'A prescription cream mixed for your skin by a licensed provider.',
  },
  changedAt: null,
  reason: null,
};
const CLEANSER: AdminCardCopy = {
  ...CUSTOM,
  cardKey: 'cleanser',
  isRx: false,
  copy: {
    name: 'Gentle Cleanser',
    bodyDescription: 'A cleanser that keeps the skin’s barrier.',
    claim: null,
    tagline: 'Clean, not stripped',
    description: 'A soap-free cleanser for every day.',
  },
  changedAt: '2026-11-20T15:00:00.000Z',
  reason: 'Spring names',
};
const MARLOW: AdminCardCopy = {
  ...CUSTOM,
  brandId: 2,
  brandName: 'Marlow & Finch',
  copy: { ...CUSTOM.copy, name: 'Marlow Formula', claim: null },
};
const listed = { status: 200, body: { data: { cards: [CUSTOM, CLEANSER, MARLOW] } } };
const refused = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: Object.values(errors)[0]![0], code: 'VALIDATION_FAILED', errors },
});

/** The list, and `answer` to every other call. */
const mockCopy = (
  answer: (call: RecordedCall) => { status: number; body: unknown } = () => listed,
) => mockFetch((call) => (call.method === 'GET' ? listed : answer(call)));
const putsOf = (fetches: ReturnType<typeof mockFetch>) =>
  fetches.apiCalls().filter((call) => call.method === 'PUT');

async function openPage() {
  await act(async () => {
    render(
      <MemoryRouter>
        <CardCopyPage />
      </MemoryRouter>,
    );
  });
}

const table = () => screen.getByRole('table', { name: TEXT.caption });

/** Each body row's header and cells as text. */
const rows = () => tableRowsText(table());

const changeOf = (card: AdminCardCopy) =>
  fillTemplate(TEXT.change, { product: card.copy.name, brand: card.brandName });

/** Opens a card's copy dialog from its row's button, focused first as a click does in a browser. */
function openDialog(card: AdminCardCopy) {
  const button = screen.getByRole('button', { name: changeOf(card) });
  button.focus();
  fireEvent.click(button);
  const dialog = within(
    screen.getByRole('dialog', { name: fillTemplate(TEXT.heading2, { product: card.copy.name }) }),
  );
  return { button, dialog };
}

type Dialog = ReturnType<typeof openDialog>['dialog'];
const type = (dialog: Dialog, label: string, value: string) =>
  fireEvent.change(dialog.getByLabelText(label), { target: { value } });

async function send(dialog: Dialog, reason = 'New launch names') {
  type(dialog, REASON, reason);
  await act(async () => {
    fireEvent.click(dialog.getByRole('button', { name: TEXT.save }));
  });
}

describe('CardCopyPage', () => {
  it("lists the first brand's cards with what they say and their last change", async () => {
    mockCopy();
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: TEXT.heading })).toBeTruthy();
    expect(screen.getByText(TEXT.intro)).toBeTruthy();
    expect((screen.getByLabelText(TEXT.columns.brand) as HTMLSelectElement).value).toBe('1');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product', 'Description', 'Claim', 'Last change', 'Change']);
    const [custom, cleanser] = rows();
    expect(custom).toEqual([
      'Custom Formula',
      CUSTOM.copy.bodyDescription,
      'Visible results in 8 weeks*',
      TEXT.asReleased,
      TEXT.changeButton,
    ]);
    expect(cleanser!.slice(0, 3)).toEqual([
      'Gentle Cleanser',
      CLEANSER.copy.bodyDescription,
      TEXT.noClaim,
    ]);
    expect(cleanser![3]).toMatch(/^Nov 20, 2026, .+: Spring names$/);
    expect(rows()).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'Change the copy of Custom Formula (Teleskin)' })
        .textContent,
    ).toBe(TEXT.changeButton);
  });

  it('shows another brand when it is chosen', async () => {
    mockCopy();
    await openPage();
    const brand = screen.getByLabelText(TEXT.columns.brand);
    expect(
      within(brand)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Teleskin', 'Marlow & Finch']);
    fireEvent.change(brand, { target: { value: '2' } });
    expect(rows()).toEqual([
      ['Marlow Formula', CUSTOM.copy.bodyDescription, TEXT.noClaim, TEXT.asReleased, 'Change'],
    ]);
    expect(screen.getByRole('button', { name: changeOf(MARLOW) })).toBeTruthy();
  });

  it('says so while loading, then that the list could not be loaded, and loads it again on request', async () => {
    let isDown = true;
    mockFetch(() =>
      isDown ? { status: 500, body: { message: 'down', code: 'INTERNAL' } } : listed,
    );
    render(
      <MemoryRouter>
        <CardCopyPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(TEXT.loading)).toBeTruthy();
    expect(await screen.findByText(TEXT.loadError)).toBeTruthy();
    isDown = false;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXT.retry }));
    });
    expect(rows()).toHaveLength(2);
  });

  it('saves a changed name: the whole copy with the reason, the row drawn anew in place', async () => {
    const answer: AdminCardCopy = {
      ...CUSTOM,
      copy: { ...CUSTOM.copy, name: 'Custom Cream' },
      changedAt: '2026-11-28T15:00:00.000Z',
      reason: 'New launch names',
    };
    const fetches = mockCopy(() => ({ status: 200, body: { data: answer } }));
    await openPage();
    const { button, dialog } = openDialog(CUSTOM);
    expect(dialog.getByText(fillTemplate(TEXT.formIntro, { brand: 'Teleskin' }))).toBeTruthy();
    expect((dialog.getByLabelText(TEXT.name) as HTMLInputElement).value).toBe('Custom Formula');
    expect((dialog.getByLabelText(TEXT.hasClaim) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByLabelText(TEXT.claimShort) as HTMLInputElement).value).toBe(
      'Visible results in 8 weeks*',
    );
    expect(dialog.getByLabelText(TEXT.description).tagName).toBe('TEXTAREA');
    type(dialog, TEXT.name, ' Custom Cream ');
    fireEvent.click(dialog.getByRole('button', { name: TEXT.save }));
    expect(dialog.getByText(STAFF_MESSAGES.operatorConsole.reasonNeeded)).toBeTruthy();
    expect(putsOf(fetches)).toHaveLength(0);

    await send(dialog);
    const [sent] = putsOf(fetches);
    expect(sent!.url).toBe('/api/admin/card-copy/1/custom-formula');
    expect(sent!.body).toEqual({
      copy: { ...CUSTOM.copy, name: 'Custom Cream' },
      reason: 'New launch names',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('The copy of Custom Cream was saved.');
    const [custom, cleanser] = rows();
    expect(custom!.slice(0, 3)).toEqual([
      'Custom Cream',
      CUSTOM.copy.bodyDescription,
      'Visible results in 8 weeks*',
    ]);
    expect(custom![3]).toMatch(/^Nov 28, 2026, .+: New launch names$/);
    expect(cleanser![0]).toBe('Gentle Cleanser');
    // Focus is back on the row's button, named by the new name.
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-label')).toBe('Change the copy of Custom Cream (Teleskin)');
  });

  it('sends no claim once "Shows a claim" is unticked, and shows "No claim"', async () => {
    const answer: AdminCardCopy = { ...CUSTOM, copy: { ...CUSTOM.copy, claim: null } };
    const fetches = mockCopy(() => ({ status: 200, body: { data: answer } }));
    await openPage();
    const { dialog } = openDialog(CUSTOM);
    const hasClaim = dialog.getByLabelText(TEXT.hasClaim);
    expect(hasClaim.getAttribute('aria-describedby')).toBe(`${hasClaim.id}-hint`);
    expect(document.getElementById(`${hasClaim.id}-hint`)?.textContent).toBe(TEXT.claimHint);
    fireEvent.click(hasClaim);
    expect(dialog.queryByLabelText(TEXT.claimShort)).toBeNull();
    expect(dialog.queryByLabelText(TEXT.claimDisclaimer)).toBeNull();
    await send(dialog);
    expect(putsOf(fetches)[0]!.body).toEqual({
      copy: { ...CUSTOM.copy, claim: null },
      reason: 'New launch names',
    });
    expect(rows()[0]![2]).toBe(TEXT.noClaim);
  });

  it('gives a card without a claim one, the claim needing its disclaimer', async () => {
    const fetches = mockCopy(() => ({ status: 200, body: { data: CLEANSER } }));
    await openPage();
    const { dialog } = openDialog(CLEANSER);
    expect(dialog.queryByLabelText(TEXT.claimShort)).toBeNull();
    fireEvent.click(dialog.getByLabelText(TEXT.hasClaim));
    type(dialog, TEXT.claimShort, 'Dermatologist tested');
    await send(dialog);
    const disclaimer = dialog.getByLabelText(TEXT.claimDisclaimer);
    expect(document.getElementById(`${disclaimer.id}-error`)?.textContent).toBe(
      TEXT.errors.claimDisclaimer,
    );
    expect(document.activeElement).toBe(disclaimer);
    expect(putsOf(fetches)).toHaveLength(0);
  });

  it('refuses an empty name before sending, beside its field', async () => {
    const fetches = mockCopy();
    await openPage();
    const { dialog } = openDialog(CUSTOM);
    type(dialog, TEXT.name, '   ');
    await send(dialog);
    const name = dialog.getByLabelText(TEXT.name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(`${name.id}-error`);
    expect(document.getElementById(`${name.id}-error`)?.textContent).toBe(TEXT.errors.name);
    expect(document.activeElement).toBe(name);
    expect(putsOf(fetches)).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("shows the server's refusal of the claim's disclaimer under it, the dialog kept open", async () => {
    const refusal = TEXT.errors.claimDisclaimer;
    mockCopy(() => refused({ 'claim.disclaimer': [refusal] }));
    await openPage();
    const { dialog } = openDialog(CUSTOM);
    await send(dialog);
    const disclaimer = dialog.getByLabelText(TEXT.claimDisclaimer);
    expect(disclaimer.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${disclaimer.id}-error`)?.textContent).toBe(refusal);
    expect(document.activeElement).toBe(disclaimer);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    type(dialog, TEXT.claimDisclaimer, '*In a study of 120 patients.');
    expect(disclaimer.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's word on the reason under its field", async () => {
    const refusal = 'Enter a reason of 500 characters or fewer.';
    mockCopy(() => refused({ reason: [refusal] }));
    await openPage();
    const { dialog } = openDialog(CUSTOM);
    await send(dialog);
    const reason = dialog.getByLabelText(REASON);
    expect(document.getElementById(`${reason.id}-error`)?.textContent).toBe(refusal);
    expect(document.activeElement).toBe(reason);
  });
});
