import { PhotosStep } from '../features/media/components/photos-step';
import type { FlowStepProps } from '../lib/flow-step';
import { renderPhoneLinkVerification } from './phone-link-verification';

/** The photos step with the messaging feature's phone verification behind its phone link. */
export function PhotosStepScreen(props: FlowStepProps) {
  return <PhotosStep {...props} renderPhoneVerification={renderPhoneLinkVerification} />;
}
