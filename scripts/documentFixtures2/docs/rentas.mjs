// Five income tax return documents (modelo 100): Renta Web summary, a gestoría's letter, the
// official form pages with casillas, the payment/refund document and a private program's report.
// Casillas printed are only those of the reference file (0003–0025, 0435, 0460, 0595, 0609,
// 0610, 0670); the others go without a casilla number.
import { rentaWebResumen } from './rentas/rentaWebResumen.mjs';
import { rentaCartaGestoria } from './rentas/rentaCartaGestoria.mjs';
import { rentaModeloPaginas } from './rentas/rentaModeloPaginas.mjs';
import { rentaDocumentoDevolucion } from './rentas/rentaDocumentoDevolucion.mjs';
import { rentaProgramaDosColumnas } from './rentas/rentaProgramaDosColumnas.mjs';

export default function rentas() {
	return [rentaWebResumen(), rentaCartaGestoria(), rentaModeloPaginas(), rentaDocumentoDevolucion(), rentaProgramaDosColumnas()];
}
