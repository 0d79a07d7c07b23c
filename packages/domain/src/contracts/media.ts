import { z } from 'zod';
import { TREATMENT_CATEGORIES, TREATMENT_CATEGORY_NAMES, type TreatmentCategoryName } from '../constants/treatment-categories';
import { PHOTO_FLOW_TYPES, PHOTO_PERSPECTIVES } from '../photos/photo-types';
import { VisitPhotoSchema } from './visits';

/** The photo type of 000 §3 as the API sends it. */
export const PhotoTypeSchema = z.object({
  type: z.enum(PHOTO_PERSPECTIVES),
  title: z.string(),
  description: z.string(),
  required: z.boolean(),
  allowsMultiple: z.boolean(),
  displayOrder: z.number().int(),
  isForProvider: z.boolean(),
  isIdVerification: z.boolean(),
  imagesHeight: z.number().int(),
  imagesWidth: z.number().int(),
  exampleImageUrl: z.string(),
  exampleImageAlt: z.string(),
  uploadImageText: z.string(),
  uploadImagePlaceholderIcon: z.enum(['id-card', 'camera']),
  modalLinkText: z.string().nullable(),
  treatmentCategory: z.number().int(),
});

const ids = Object.values(TREATMENT_CATEGORIES).map(String);

/** `{x}` of GET /app/photos/required/{x}: a category name (`skin`) or its id (`1`); see ADR 030. */
export const RequiredPhotosParamsSchema = z.object({
  x: z
    .string()
    .max(20)
    .refine((value) => (TREATMENT_CATEGORY_NAMES as string[]).includes(value) || ids.includes(value))
    .transform((value): TreatmentCategoryName => TREATMENT_CATEGORY_NAMES.find((name) => name === value || String(TREATMENT_CATEGORIES[name]) === value)!),
});

export const RequiredPhotosQuerySchema = z.object({ flowType: z.enum(PHOTO_FLOW_TYPES) });

export const PhotoTypesResponseSchema = z.object({ data: z.array(PhotoTypeSchema) });
export type PhotoTypeList = z.infer<typeof PhotoTypesResponseSchema>['data'];

export const PhotoTypesForFlowsResponseSchema = z.object({
  data: z.array(
    z.object({
      flowType: z.enum(PHOTO_FLOW_TYPES),
      treatmentCategory: z.number().int(),
      photoTypes: z.array(PhotoTypeSchema),
    }),
  ),
});

/** The text fields of an upload; the file travels beside them in the same multipart body. */
export const PhotoUploadFieldsSchema = z.object({ perspective: z.string().min(1).max(40) });
export const SimplePhotoUploadFieldsSchema = PhotoUploadFieldsSchema.extend({ visitUuid: z.string().max(64) });

export const PhotoResponseSchema = z.object({ data: VisitPhotoSchema });

export const PhotoIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const VisitPhotoParamsSchema = z.object({
  uuid: z.string().max(64),
  photoId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The signed-link query of GET /api/photos/{id}/file. */
export const PhotoFileQuerySchema = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(128),
});
