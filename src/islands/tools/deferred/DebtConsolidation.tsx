import { afterMount } from '~/islands/tools/shared/afterMount.tsx';
import DebtConsolidation from '~/islands/tools/debtConsolidation/DebtConsolidation.tsx';

/** The debt consolidation calculator, rendered only once its shell opens (`client:tool`). */
export default afterMount(DebtConsolidation);
