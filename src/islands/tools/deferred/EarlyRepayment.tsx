import { afterMount } from '~/islands/tools/shared/afterMount.tsx';
import EarlyRepayment from '~/islands/tools/earlyRepayment/EarlyRepayment.tsx';

/** The early repayment calculator, rendered only once its shell opens (`client:tool`). */
export default afterMount(EarlyRepayment);
