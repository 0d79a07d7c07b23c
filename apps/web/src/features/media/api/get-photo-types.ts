import type { PhotoTypeList } from '@app/domain/contracts';
import type { TreatmentCategoryName } from '@app/domain/constants';
import type { FlowType } from '@app/domain/flows';
import { apiRequest } from '../../../lib/api-client';

/** GET /app/photos/required/{category}?flowType=… (001 §7.5): the photo types a flow asks for. */
export async function getPhotoTypes(category: TreatmentCategoryName, flowType: FlowType): Promise<PhotoTypeList> {
  const path = `/app/photos/required/${category}?flowType=${encodeURIComponent(flowType)}`;
  return (await apiRequest<{ data: PhotoTypeList }>('GET', path)).data;
}
