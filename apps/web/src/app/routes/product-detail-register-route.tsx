import { saveBundleBox } from '../../features/checkout/api/save-bundle-box';
import { getBundle } from '../../features/checkout/api/get-bundle';
import { readBundleBag } from '../../features/checkout/utils/bundle-bag';
import { openVisit } from '../../features/visits/api/open-visit';
import { RegisterRoute } from './register-route';

const FLOW = 'product-detail-trial';

/**
 * Account creation of the product-detail checkout (001 §2.6 step 2): the product-detail form
 * (terms and age boxes), then the bundle chosen before the account is saved on the new visit.
 */
export function ProductDetailRegisterRoute() {
  return <RegisterRoute category="skin" flow={FLOW} afterRegistered={saveChosenBundle} />;
}

async function saveChosenBundle(): Promise<void> {
  const bag = readBundleBag();
  if (!bag) {
    return;
  }
  try {
    const visit = await openVisit(FLOW);
    await saveBundleBox(visit, await getBundle(), bag.selectedAddOnProductItemIds);
  } catch {
    // The flow resumes at the bundle page while its box is not saved; the tab still holds the choice.
  }
}
