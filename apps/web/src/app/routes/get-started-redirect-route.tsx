import { Navigate, useLocation, useParams } from 'react-router';
import { isTreatmentCategoryName } from '@app/domain/constants/treatment-categories';
import { signupEntryStep } from '@app/domain/flows/flow-definitions';
import { NotFoundPage } from '../../components/ui/not-found-page';

/** /get-started/{category} starts the category's flow at its default step. */
export function GetStartedRedirectRoute() {
  const { category = '' } = useParams();
  const { search } = useLocation();
  if (!isTreatmentCategoryName(category)) {
    return <NotFoundPage />;
  }
  const pathname = `/get-started/${category}/${signupEntryStep(category)}`;
  return <Navigate to={{ pathname, search }} replace />;
}
