import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { testJobs } from '../../test/job-runner';
import { addAvailability, patientWithVisit, slotIdOf } from '../../test/kits/scheduling-test-kit';

const CHICAGO = 'America/Chicago';

describe('the consultation confirmation', () => {
  const t = suiteTestApp();
  const jobs = testJobs(t);

  it('emails the booking with a calendar file of the 15-minute call in the zone the patient saw', async () => {
    const { providerId } = await addAvailability(t, { providerName: 'Dr. Ada Calendar', from: '2027-03-16', to: '2027-03-16' });
    const slotId = await slotIdOf(t, providerId, '2027-03-16T13:00:00Z');
    const { client, uuid } = await patientWithVisit(t);
    const booked = await client.post(`/api/consultations/${uuid}?timezone=${encodeURIComponent(CHICAGO)}`, { brand: 1, appointmentTimeSlotId: slotId, preferredLanguage: 'en' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    await jobs.runDue();

    const patientId = (await client.get('/api/patient')).body.data.id as number;
    const sent = await t.handle.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.patientId, patientId), eq(outboxMessages.template, 'consultation-booked')));
    expect(sent).toHaveLength(1);
    // 13:00 UTC is 8:00 in Chicago (daylight time since March 14).
    expect(sent[0]!.body).toContain('Your consultation with Dr. Ada Calendar is booked for Tuesday, March 16, 2027, 8:00 AM – 8:15 AM CDT.');
    const [file] = sent[0]!.attachments;
    expect(file).toMatchObject({ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8' });
    expect(file!.content).toContain('DTSTART;TZID=America/Chicago:20270316T080000');
    expect(file!.content).toContain('DTEND;TZID=America/Chicago:20270316T081500');
    expect(file!.content).toContain('TZID:America/Chicago');
  });
});
