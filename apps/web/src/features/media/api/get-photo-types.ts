import type { PhotoTypeList } from '@app/domain/contracts/media';
import type { TreatmentCategoryName } from '@app/domain/constants/treatment-categories';
import type { FlowType } from '@app/domain/flows/flow-definitions';
import { apiRequest } from '../../../lib/api-client';

/** GET /app/photos/required/{category}?flowType=… (001 §7.5): the photo types a flow asks for. */
export async function getPhotoTypes(category: TreatmentCategoryName, flowType: FlowType): Promise<PhotoTypeList> {
  const path = `/app/photos/required/${category}?flowType=${encodeURIComponent(flowType)}`;
  return (await apiRequest<{ data: PhotoTypeList }>('GET', path)).data;
}
