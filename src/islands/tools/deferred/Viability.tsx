import { afterMount } from '~/islands/tools/shared/afterMount.tsx';
import Viability from '~/islands/tools/affordability/Viability.tsx';

/** The viability calculator, rendered only once its shell opens (`client:tool`). */
export default afterMount(Viability);
