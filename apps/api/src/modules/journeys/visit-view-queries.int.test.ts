import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { photos, surveyResponses, visits } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { countQueries } from '../../test/query-counter';
import { signedInPatient } from '../../test/kits/photo-test-kit';
import { listVisitPhotos } from '../media/photos.service';
import { contextOfFlow } from '../../test/kits/survey-test-kit';
import { readVisitAnswers } from '../surveys/surveys.service';

const t = suiteTestApp();

const SKIN = contextOfFlow('skin-signup');
const photo = (patientId: number, visitId: number, perspective: string, createdAt: string, deletedAt: Date | null = null) => ({
  patientId,
  visitId,
  perspective,
  treatmentCategory: 1,
  storageKey: `test/${perspective}-${createdAt}.jpg`,
  contentType: 'image/jpeg',
  byteSize: 10,
  width: 1,
  height: 1,
  createdAt: new Date(createdAt),
  deletedAt,
});

describe('GET /api/visits/{uuid}', () => {
  it('reads the visit with its photos and answers in one statement after the session, then appends its audit row', async () => {
    const client = await signedInPatient(t.app);
    const uuid = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data.uuid as string;
    await client.post(`/api/visits/${uuid}/response`, { context: SKIN, response: { question: 'skin_type', answer: 'oily', answeredAt: new Date().toISOString() } });

    const read = await countQueries(() => client.get(`/api/visits/${uuid}`));
    expect(read.result.status).toBe(200);
    expect(read.result.body.data.responses).toEqual([{ question: { id: 'skin_type' }, value: ['oily'] }]);
    // The view carries answers and photos: a read of health data, on the trail (ADR 116). Under
    // load the rows of requests answered together share one INSERT (grouped-audit-writer.ts).
    expect(read.queries, read.queries.join('\n')).toHaveLength(3);
    expect(read.queries[2]).toMatch(/^insert into "audit_events"/);
  });

  it("shows what media and surveys read themselves: live photos oldest first, the newest survey row's answers", async () => {
    const client = await signedInPatient(t.app);
    const uuid = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data.uuid as string;
    const [visit] = await t.handle.db.select().from(visits).where(eq(visits.uuid, uuid));
    const { id: visitId, patientId } = visit!;
    await t.handle.db.insert(photos).values([
      photo(patientId, visitId, 'left', '2026-01-02T00:00:00Z'),
      photo(patientId, visitId, 'front', '2026-01-01T00:00:00Z'),
      photo(patientId, visitId, 'right', '2026-01-01T12:00:00Z', new Date()),
    ]);
    const row = { visitId, surveyId: 'skin-signup', surveyVersion: 1 };
    const entry = (answer: string) => ({ skin_type: { question: 'skin_type', answer, answeredAt: '2026-01-01T00:00:00.000Z' } });
    await t.handle.db.insert(surveyResponses).values([
      { ...row, context: 'old-context', answers: entry('dry'), updatedAt: new Date('2026-01-01T00:00:00Z') },
      { ...row, context: 'new-context', answers: entry('normal'), updatedAt: new Date('2026-01-03T00:00:00Z') },
    ]);

    const view = (await client.get(`/api/visits/${uuid}`)).body.data;
    const ownPhotos = await listVisitPhotos(t.handle.db, visitId);
    expect(ownPhotos.map((own) => own.perspective)).toEqual(['front', 'left']);
    expect(view.photos.map((shown: { id: number; metadata: unknown }) => [shown.id, shown.metadata])).toEqual(
      ownPhotos.map((own) => [own.id, { photo_perspective: own.perspective, treatment_category: own.treatmentCategory }]),
    );
    expect(view.responses).toEqual(await readVisitAnswers(t.handle.db, visitId));
    expect(view.responses).toEqual([{ question: { id: 'skin_type' }, value: ['normal'] }]);
  });

  it("answers 404 for another patient's visit and for a uuid that names none, as before", async () => {
    const owner = await signedInPatient(t.app);
    const uuid = (await owner.post('/api/visits', { flow: 'skin-signup' })).body.data.uuid as string;
    const other = await signedInPatient(t.app);
    expect((await other.get(`/api/visits/${uuid}`)).status).toBe(404);
    expect((await other.get('/api/visits/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await other.get('/api/visits/not-a-uuid')).status).toBe(404);
  });
});
