import { expect, type Page } from '@playwright/test';
import { pageApi } from './fixtures';

/*
 * Every browser test books from the one shared demo schedule, two workers at a time. Two tests
 * that pick "the first free time" at the same moment race for the same slot and one of them gets
 * the (correct) 409. So each test that books through the screen names its own time of day, and
 * bookings made only to prepare a later step take whichever free slot is still free.
 */

/**
 * Picks `time` (as the Time select shows it, e.g. "1:15 PM") on the last listed date, a full
 * working day two weeks out that no test reaches by "first free"; answers the slot id. Callers
 * run in New York time so the labels are predictable.
 */
export async function pickConsultationTime(page: Page, time: string, dayFromEnd = 1): Promise<string> {
  const date = page.getByLabel('Date');
  await expect(date.locator('option:not([disabled])').first()).toBeAttached();
  const days = await date.locator('option:not([disabled])').all();
  await date.selectOption((await days.at(-dayFromEnd)!.getAttribute('value'))!);
  const select = page.getByLabel('Time');
  await select.selectOption({ label: time });
  return select.inputValue();
}

/**
 * Books a consultation for the visit through the API (the agency brand asks for a language): the earliest slot that is still free when
 * asked, going on to the next one when another test took it meanwhile (409).
 */
export async function bookAnyFreeSlotByApi(page: Page, uuid: string, brandId = 1): Promise<void> {
  const query = '?timezone=America/New_York';
  const slots = await pageApi(page, 'GET', `/api/consultations/${uuid}/available-slots${query}`);
  const free = Object.values(slots.body.data.timeSlots as Record<string, { id: number }[]>).flat();
  for (const slot of free.slice(0, 20)) {
    const booked = await pageApi(page, 'POST', `/api/consultations/${uuid}${query}`, { brand: brandId, appointmentTimeSlotId: slot.id, ...(brandId === 2 ? { preferredLanguage: 'en' } : {}) });
    if (booked.status === 200) {
      return;
    }
    expect(booked.status, JSON.stringify(booked.body)).toBe(409);
  }
  throw new Error('no free consultation slot among the first 20');
}
