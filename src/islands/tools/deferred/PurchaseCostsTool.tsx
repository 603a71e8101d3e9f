import { afterMount } from '~/islands/tools/shared/afterMount.tsx';
import PurchaseCostsTool from '~/islands/tools/purchaseCosts/PurchaseCostsTool.tsx';

/** The purchase costs calculator, rendered only once its shell opens (`client:tool`). */
export default afterMount(PurchaseCostsTool);
