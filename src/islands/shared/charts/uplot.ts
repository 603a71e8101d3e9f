// uPlot with its stylesheet, as one chunk the chart imports when it draws: the CSS travels with
// the library (Vite loads a dynamic chunk's CSS with it) and no page pays for either before.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export default uPlot;
