import { afterMount } from '~/islands/tools/shared/afterMount.tsx';
import MortgageSimulator from '~/islands/tools/simulator/MortgageSimulator.tsx';

/** The mortgage simulator, rendered only once its shell opens (`client:tool`). */
export default afterMount(MortgageSimulator);
