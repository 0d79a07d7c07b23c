import { TREATMENT_CATEGORIES, type TreatmentCategoryName } from '../constants/treatment-categories';
import type { FlowType } from '../flows/flow-definitions';

/** The photo types (perspectives) a patient can upload; `photo_id` exists for both categories. */
export const PHOTO_PERSPECTIVES = [
  'photo_id',
  'face_front',
  'face_left',
  'face_right',
  'skin_close_up',
  'scalp_top',
  'hairline_front',
  'scalp_back',
] as const;
export type PhotoPerspective = (typeof PHOTO_PERSPECTIVES)[number];

export const PHOTO_FLOW_TYPES = ['initial-treatment', 'new-treatment', 'treatment-renewal'] as const satisfies readonly FlowType[];

/** The photo type of 000 §3, with every field the spec names. */
export interface PhotoType {
  type: PhotoPerspective;
  title: string;
  description: string;
  required: boolean;
  allowsMultiple: boolean;
  displayOrder: number;
  isForProvider: boolean;
  isIdVerification: boolean;
  /** Display size of the example and the patient's photo, in CSS pixels. */
  imagesHeight: number;
  imagesWidth: number;
  exampleImageUrl: string;
  exampleImageAlt: string;
  uploadImageText: string;
  /** An icon name the web app knows (`id-card`, `camera`). */
  uploadImagePlaceholderIcon: 'id-card' | 'camera';
  /** Text of the link that opens the ID help modal; null when the type has no modal. */
  modalLinkText: string | null;
  treatmentCategory: number;
}

/** How many photos one type with `allowsMultiple` may hold (ours: the spec gives no number). */
export const MAX_PHOTOS_PER_MULTIPLE_TYPE = 5;

const EXAMPLES = '/assets/photo-examples';
const PORTRAIT = { imagesHeight: 240, imagesWidth: 180 } as const;

type AreaPhotoType = Omit<PhotoType, 'treatmentCategory'>;

// Copy below is ours: the spec names the fields, not their wording. Clinically, a dermatologist
// judges acne, texture and pigment from the whole face and both cheeks in even light; hair loss is
// judged from the crown, the hairline and the back of the head (the reference that rarely thins).
const SKIN_AREA_TYPES: readonly AreaPhotoType[] = [
  {
    type: 'face_front',
    title: 'Front of your face',
    description: 'Face the camera straight on in bright, even light. No makeup, filters or glasses.',
    required: true,
    allowsMultiple: false,
    displayOrder: 1,
    isForProvider: true,
    isIdVerification: false,
    ...PORTRAIT,
    exampleImageUrl: `${EXAMPLES}/face-front.svg`,
    exampleImageAlt: 'Example: a face photographed straight on, filling the frame',
    uploadImageText: 'Upload front photo',
    uploadImagePlaceholderIcon: 'camera',
    modalLinkText: null,
  },
  {
    type: 'face_left',
    title: 'Left side of your face',
    description: 'Turn your head to the right so your left cheek faces the camera.',
    required: true,
    allowsMultiple: false,
    displayOrder: 2,
    isForProvider: true,
    isIdVerification: false,
    ...PORTRAIT,
    exampleImageUrl: `${EXAMPLES}/face-left.svg`,
    exampleImageAlt: 'Example: the left side of a face, cheek toward the camera',
    uploadImageText: 'Upload left side photo',
    uploadImagePlaceholderIcon: 'camera',
    modalLinkText: null,
  },
  {
    type: 'face_right',
    title: 'Right side of your face',
    description: 'Turn your head to the left so your right cheek faces the camera.',
    required: true,
    allowsMultiple: false,
    displayOrder: 3,
    isForProvider: true,
    isIdVerification: false,
    ...PORTRAIT,
    exampleImageUrl: `${EXAMPLES}/face-right.svg`,
    exampleImageAlt: 'Example: the right side of a face, cheek toward the camera',
    uploadImageText: 'Upload right side photo',
    uploadImagePlaceholderIcon: 'camera',
    modalLinkText: null,
  },
  {
    type: 'skin_close_up',
    title: 'Close-ups of specific concerns',
    description: 'Anything you would like your provider to look at more closely, such as a spot or a patch of dryness.',
    required: false,
    allowsMultiple: true,
    displayOrder: 4,
    isForProvider: true,
    isIdVerification: false,
    ...PORTRAIT,
    exampleImageUrl: `${EXAMPLES}/skin-close-up.svg`,
    exampleImageAlt: 'Example: a close-up of an area of skin, in focus',
    uploadImageText: 'Upload a close-up',
    uploadImagePlaceholderIcon: 'camera',
    modalLinkText: null,
  },
];

const HAIR_AREA_TYPES: readonly AreaPhotoType[] = [
  {
    type: 'scalp_top',
    title: 'Top of your scalp',
    description: 'Hold the camera above your head, or ask someone to help, so the crown is in focus.',
    required: true,
    allowsMultiple: false,
    displayOrder: 1,
    isForProvider: true,
    isIdVerification: false,
    ...PORTRAIT,
    exampleImageUrl: `${EXAMPLES}/scalp-top.svg`,
    exampleImageAlt: 'Example: the top of a head photographed from above',
    uploadImageText: 'Upload top of scalp photo',
    uploadImagePlaceholderIcon: 'camera',
    modalLinkText: null,
  },
  {
    type: 'hairline_front',
    title: 'Front hairline',
    description: 'Face the camera and pull your hair back so the whole hairline shows.',
    required: true,
    allowsMultiple: false,
    displayOrder: 2,
    isForProvider: true,
    isIdVerification: false,
    ...PORTRAIT,
    exampleImageUrl: `${EXAMPLES}/hairline-front.svg`,
    exampleImageAlt: 'Example: a forehead and front hairline with the hair pulled back',
    uploadImageText: 'Upload hairline photo',
    uploadImagePlaceholderIcon: 'camera',
    modalLinkText: null,
  },
  {
    type: 'scalp_back',
    title: 'Back of your head',
    description: 'Ask someone to take this one, or use a mirror behind you.',
    required: true,
    allowsMultiple: false,
    displayOrder: 3,
    isForProvider: true,
    isIdVerification: false,
    ...PORTRAIT,
    exampleImageUrl: `${EXAMPLES}/scalp-back.svg`,
    exampleImageAlt: 'Example: the back of a head photographed from behind',
    uploadImageText: 'Upload back of head photo',
    uploadImagePlaceholderIcon: 'camera',
    modalLinkText: null,
  },
];

const AREA_TYPES: Record<TreatmentCategoryName, readonly AreaPhotoType[]> = { skin: SKIN_AREA_TYPES, hair: HAIR_AREA_TYPES };

/** The ID type; a minor's provider needs the parent's or guardian's ID instead (000 §2). */
function photoIdType(isMinor: boolean): AreaPhotoType {
  return {
    type: 'photo_id',
    title: isMinor ? "Your parent or guardian's photo ID" : 'Your photo ID',
    description: isMinor
      ? "Because you are under 18, your provider needs a clear photo of your parent or guardian's government-issued photo ID, with all four corners showing."
      : 'Your provider needs to confirm who you are before prescribing. Take a clear photo of your government-issued photo ID, with all four corners showing.',
    required: true,
    allowsMultiple: false,
    displayOrder: 0,
    isForProvider: true,
    isIdVerification: true,
    imagesHeight: 180,
    imagesWidth: 280,
    exampleImageUrl: `${EXAMPLES}/photo-id.svg`,
    exampleImageAlt: "Example: a driver's license lying flat, all four corners in the frame",
    uploadImageText: isMinor ? "Upload your parent or guardian's ID" : 'Upload your ID',
    uploadImagePlaceholderIcon: 'id-card',
    modalLinkText: 'Which IDs can I use?',
  };
}

/**
 * The photo types a flow asks for, in display order. Only the first treatment (initial-treatment)
 * verifies identity; later flows of the same patient ask for the treatment area again.
 */
export function photoTypesFor(category: TreatmentCategoryName, flowType: FlowType, options: { isMinor: boolean }): PhotoType[] {
  const treatmentCategory = TREATMENT_CATEGORIES[category];
  const types = flowType === 'initial-treatment' ? [photoIdType(options.isMinor), ...AREA_TYPES[category]] : [...AREA_TYPES[category]];
  return types.map((type) => ({ ...type, treatmentCategory })).sort((a, b) => a.displayOrder - b.displayOrder);
}

/** The required types that have no photo yet, in display order. */
export function missingRequiredTypes(types: readonly PhotoType[], photos: readonly { perspective: string }[]): PhotoType[] {
  const present = new Set(photos.map((photo) => photo.perspective));
  return types.filter((type) => type.required && !present.has(type.type));
}

/** Type guard for a perspective taken from a request. */
export function isPhotoPerspective(value: string): value is PhotoPerspective {
  return (PHOTO_PERSPECTIVES as readonly string[]).includes(value);
}

/** The flow steps that collect photos: `photo-id` takes the ID type, `photos` the rest. */
export type PhotoStep = 'photo-id' | 'photos';

/** The types one photo step shows, in display order. */
export function photoTypesForStep(types: readonly PhotoType[], step: PhotoStep): PhotoType[] {
  return types.filter((type) => type.isIdVerification === (step === 'photo-id'));
}
