import { afterMount } from '~/islands/tools/shared/afterMount.tsx';
import RentVsBuy from '~/islands/tools/rentVsBuy/RentVsBuy.tsx';

/** The rent vs buy comparison, rendered only once its shell opens (`client:tool`). */
export default afterMount(RentVsBuy);
