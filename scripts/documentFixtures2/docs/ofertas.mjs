// Six mortgage offers: FEINs (Anexo I of Ley 5/2019) of invented banks, a FiAE and a letter-style
// binding offer. Instalments, schedules and TAEs are computed from the loan terms; the document
// and the manifest print the same numbers.
import { feinFijoDosColumnas } from './ofertas/feinFijoDosColumnas.mjs';
import { feinVariableProsa } from './ofertas/feinVariableProsa.mjs';
import { feinMixtoApaisada } from './ofertas/feinMixtoApaisada.mjs';
import { fiae } from './ofertas/fiae.mjs';
import { ofertaCarta } from './ofertas/ofertaCarta.mjs';
import { feinDigitalColumnas } from './ofertas/feinDigitalColumnas.mjs';

export default function ofertas() {
	return [feinFijoDosColumnas(), feinVariableProsa(), feinMixtoApaisada(), fiae(), ofertaCarta(), feinDigitalColumnas()];
}
