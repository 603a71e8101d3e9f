import { afterMount } from '~/islands/tools/shared/afterMount.tsx';
import FixedVsVariable from '~/islands/tools/fixedVsVariable/FixedVsVariable.tsx';

/** The fixed vs variable comparison, rendered only once its shell opens (`client:tool`). */
export default afterMount(FixedVsVariable);
