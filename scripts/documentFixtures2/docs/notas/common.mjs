// Helpers shared by the notas layouts (split from docs/notas.mjs, unchanged).
import { es, mMoney, mDate } from '../../lib/format.mjs';

/** A charge: manifest entry plus the printed forms the checker looks for. */
export function carga(tipo, titular, importeCents, fecha, anchor) {
	return {
		m: { tipo, titular: titular ?? '', importe: importeCents == null ? '' : mMoney(importeCents), fecha: fecha ? mDate(fecha) : '' },
		e: { anchor, titular: titular ?? '', importe: importeCents == null ? '' : es(importeCents), fecha: fecha ? mDate(fecha) : '' },
	};
}

export function entry({ id, layout, html, scans = [], titulares, cargas, libre = false, refCat, superficie, fecha, fechaEv, pages, supEv, extraEv = {} }) {
	const hip = cargas.find((c) => c.m.tipo === 'hipoteca');
	return {
		id,
		kind: 'nota-simple',
		layout,
		html,
		pages,
		scans,
		expected: {
			titular: ['list', titulares.join('; ')],
			cargas: ['text', libre ? 'Sin cargas' : 'Con cargas'],
			acreedor: ['text', hip ? hip.m.titular : ''],
			refCatastral: ['text', refCat],
			superficie: ['number', superficie],
			fechaNota: ['date', mDate(fecha)],
			cargasLista: ['charges', cargas.map((c) => c.m)],
		},
		evidence: {
			titular: titulares,
			cargas: libre ? 'Libre de cargas' : cargas[0].e.anchor,
			acreedor: hip ? hip.m.titular : undefined,
			refCatastral: refCat,
			superficie: supEv,
			fechaNota: fechaEv ?? mDate(fecha),
			cargasLista: cargas.map((c) => c.e),
			textIsPhrase: ['cargas'],
			absent: hip ? {} : { acreedor: ['HIPOTECA', 'Hipoteca a favor'] },
			...extraEv,
		},
	};
}

export const AVISO = `<p class="av">A los efectos del Reglamento (UE) 2016/679, queda informado de que los datos personales de esta nota se han tratado para la prestación del servicio de publicidad registral. Queda prohibida la incorporación de los datos de esta nota a ficheros o bases informáticas para la consulta individualizada de personas físicas o jurídicas, incluso expresando la fuente de procedencia. Esta nota simple tiene valor puramente informativo (art. 332 del Reglamento Hipotecario) y no da fe del contenido de los libros del Registro.</p>`;
