import { describe, expect, it } from 'vitest';
import { missingRequiredTypes, photoTypesFor, photoTypesForStep } from './photo-types';

describe('photo types', () => {
  it('split into the photo-id step and the photos step', () => {
    const types = photoTypesFor('skin', 'initial-treatment', { isMinor: false });
    expect(photoTypesForStep(types, 'photo-id').map((type) => type.type)).toEqual(['photo_id']);
    expect(photoTypesForStep(types, 'photos').map((type) => type.type)).toEqual(['face_front', 'face_left', 'face_right', 'skin_close_up']);
  });

  it('list only the required types without a photo', () => {
    const types = photoTypesForStep(photoTypesFor('hair', 'initial-treatment', { isMinor: false }), 'photos');
    expect(missingRequiredTypes(types, []).map((type) => type.type)).toEqual(['scalp_top', 'hairline_front', 'scalp_back']);
    expect(missingRequiredTypes(types, [{ perspective: 'scalp_top' }, { perspective: 'scalp_back' }]).map((type) => type.type)).toEqual(['hairline_front']);
  });

  it("ask a minor for the guardian's ID, with the same type key", () => {
    const [id] = photoTypesFor('hair', 'initial-treatment', { isMinor: true });
    expect(id).toMatchObject({ type: 'photo_id', isIdVerification: true, treatmentCategory: 2 });
    expect(id?.uploadImageText).toBe("Upload your parent or guardian's ID");
  });

  it('give every type a distinct display order within a flow', () => {
    for (const category of ['skin', 'hair'] as const) {
      const orders = photoTypesFor(category, 'initial-treatment', { isMinor: false }).map((type) => type.displayOrder);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });
});
