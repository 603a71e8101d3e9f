import { afterMount } from '~/islands/tools/shared/afterMount.tsx';
import MaxPrice from '~/islands/tools/affordability/MaxPrice.tsx';

/** The maximum price calculator, rendered only once its shell opens (`client:tool`). */
export default afterMount(MaxPrice);
