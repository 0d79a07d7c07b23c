import { describe, expect, it } from 'vitest';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { birthdateYearsAgo, signedInPatient } from '../../test/kits/photo-test-kit';

const t = suiteTestApp();

const typesOf = (body: { data: { type: string }[] }) => body.data.map((type) => type.type);

describe('GET /app/photos/required/{x}', () => {
  it('lists the ID and the three face photos for a first skin treatment, by name or by id', async () => {
    const client = new TestClient(t.app);
    const byName = await client.get('/app/photos/required/skin?flowType=initial-treatment');
    expect(byName.status).toBe(200);
    expect(typesOf(byName.body)).toEqual(['photo_id', 'face_front', 'face_left', 'face_right', 'skin_close_up']);
    const byId = await client.get('/app/photos/required/1?flowType=initial-treatment');
    expect(byId.body).toEqual(byName.body);
    const id = byName.body.data[0];
    expect(id).toMatchObject({ required: true, allowsMultiple: false, isIdVerification: true, treatmentCategory: 1, modalLinkText: 'Which IDs can I use?' });
    expect(Object.keys(id).sort()).toEqual(
      [
        'type', 'title', 'description', 'required', 'allowsMultiple', 'displayOrder', 'isForProvider', 'isIdVerification', 'imagesHeight',
        'imagesWidth', 'exampleImageUrl', 'exampleImageAlt', 'uploadImageText', 'uploadImagePlaceholderIcon', 'modalLinkText', 'treatmentCategory',
      ].sort(),
    );
    expect(byName.body.data.find((type: { type: string }) => type.type === 'skin_close_up')).toMatchObject({ required: false, allowsMultiple: true });
  });

  it('lists scalp photos for hair and leaves the ID out of later treatments', async () => {
    const client = new TestClient(t.app);
    const hair = await client.get('/app/photos/required/hair?flowType=initial-treatment');
    expect(typesOf(hair.body)).toEqual(['photo_id', 'scalp_top', 'hairline_front', 'scalp_back']);
    expect(hair.body.data.every((type: { treatmentCategory: number }) => type.treatmentCategory === 2)).toBe(true);
    const renewal = await client.get('/app/photos/required/2?flowType=new-treatment');
    expect(typesOf(renewal.body)).toEqual(['scalp_top', 'hairline_front', 'scalp_back']);
  });

  it("asks a minor for the guardian's ID", async () => {
    const adult = await signedInPatient(t.app);
    const minor = await signedInPatient(t.app, birthdateYearsAgo(15));
    const adultId = (await adult.get('/app/photos/required/skin?flowType=initial-treatment')).body.data[0];
    const minorId = (await minor.get('/app/photos/required/skin?flowType=initial-treatment')).body.data[0];
    expect(adultId.title).toBe('Your photo ID');
    expect(minorId.title).toBe("Your parent or guardian's photo ID");
    expect(minorId.description).toMatch(/parent or guardian's government-issued photo ID/);
  });

  it('refuses an unknown category or flow type', async () => {
    const client = new TestClient(t.app);
    const category = await client.get('/app/photos/required/body?flowType=initial-treatment');
    expect(category.status).toBe(422);
    expect(category.body.errors).toEqual({ x: ['The x field is invalid.'] });
    const flowType = await client.get('/app/photos/required/skin?flowType=whatever');
    expect(flowType.status).toBe(422);
    expect((await client.get('/app/photos/required/skin')).status).toBe(422);
  });
});

describe('GET /app/photos/for-flows', () => {
  it('lists every flow type and category once', async () => {
    const response = await new TestClient(t.app).get('/app/photos/for-flows');
    expect(response.status).toBe(200);
    const keys = response.body.data.map((entry: { flowType: string; treatmentCategory: number }) => `${entry.flowType}/${entry.treatmentCategory}`);
    expect(keys).toEqual([
      'initial-treatment/1',
      'initial-treatment/2',
      'new-treatment/1',
      'new-treatment/2',
      'treatment-renewal/1',
      'treatment-renewal/2',
    ]);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
