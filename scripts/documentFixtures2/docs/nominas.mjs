// Six payslips (recibos de salarios) drawn as HTML from the values, in the styles of different
// payroll programs. Every figure printed comes from calcNomina; the manifest takes the same numbers.
import { nominaOficial } from './nominas/nominaOficial.mjs';
import { nominaCodigos } from './nominas/nominaCodigos.mjs';
import { nominaHojaCalculo } from './nominas/nominaHojaCalculo.mjs';
import { nominaSaas } from './nominas/nominaSaas.mjs';
import { nominaPagaExtra } from './nominas/nominaPagaExtra.mjs';
import { nominaDosPaginas } from './nominas/nominaDosPaginas.mjs';

export default function nominas() {
	return [nominaOficial(), nominaCodigos(), nominaHojaCalculo(), nominaSaas(), nominaPagaExtra(), nominaDosPaginas()];
}
