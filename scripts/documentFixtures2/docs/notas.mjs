// Six notas simples informativas (art. 332 of the Reglamento Hipotecario): the charges are data,
// and both the «Cargas» section and the manifest's cargasLista are written from them in order.
import { notaProsaEmbargo } from './notas/notaProsaEmbargo.mjs';
import { notaLibre } from './notas/notaLibre.mjs';
import { notaAntiguaDosBloques } from './notas/notaAntiguaDosBloques.mjs';
import { notaUsufructoDosPaginas } from './notas/notaUsufructoDosPaginas.mjs';
import { notaResumenApaisada } from './notas/notaResumenApaisada.mjs';
import { notaColumnasEmbargoJudicial } from './notas/notaColumnasEmbargoJudicial.mjs';

export default function notas() {
	return [notaProsaEmbargo(), notaLibre(), notaAntiguaDosBloques(), notaUsufructoDosPaginas(), notaResumenApaisada(), notaColumnasEmbargoJudicial()];
}
