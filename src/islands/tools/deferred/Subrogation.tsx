import { afterMount } from '~/islands/tools/shared/afterMount.tsx';
import Subrogation from '~/islands/tools/subrogation/Subrogation.tsx';

/** The subrogation calculator, rendered only once its shell opens (`client:tool`). */
export default afterMount(Subrogation);
