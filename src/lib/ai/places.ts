import cityData from '../../../content/data/cities.json' with { type: 'json' };
import { provinces } from '../places/provinces.ts';
import { foldText } from './normalize.ts';

/** Other names people use for a province (its capital or its name in another language). */
const aliases: Record<string, string> = {
	bilbao: 'vizcaya',
	bizkaia: 'vizcaya',
	'san sebastian': 'guipuzcoa',
	donostia: 'guipuzcoa',
	gipuzkoa: 'guipuzcoa',
	vitoria: 'alava',
	araba: 'alava',
	palma: 'islas-baleares',
	mallorca: 'islas-baleares',
	ibiza: 'islas-baleares',
	menorca: 'islas-baleares',
	baleares: 'islas-baleares',
	'a coruna': 'coruna',
	'la coruna': 'coruna',
	'gran canaria': 'las-palmas',
	'santa cruz de tenerife': 'tenerife',
	oviedo: 'asturias',
	gijon: 'asturias',
	santander: 'cantabria',
	pamplona: 'navarra',
	logrono: 'la-rioja',
	marbella: 'malaga',
	vigo: 'pontevedra',
	elche: 'alicante',
	orense: 'ourense',
	jerez: 'cadiz',
	hospitalet: 'barcelona',
	'costa del sol': 'malaga',
	lanzarote: 'las-palmas',
	fuerteventura: 'las-palmas',
	'la palma': 'tenerife',
	'la gomera': 'tenerife',
	'el hierro': 'tenerife',
	formentera: 'islas-baleares',
	benidorm: 'alicante',
	// A community named instead of a province: its most populated province.
	andalucia: 'sevilla',
	canarias: 'las-palmas',
	'islas canarias': 'las-palmas',
	galicia: 'coruna',
	cataluna: 'barcelona',
	catalunya: 'barcelona',
	'castilla y leon': 'valladolid',
	'castilla la mancha': 'toledo',
	'comunidad valenciana': 'valencia',
	'comunitat valenciana': 'valencia',
	'pais vasco': 'vizcaya',
	euskadi: 'vizcaya',
	aragon: 'zaragoza',
	extremadura: 'badajoz',
	'region de murcia': 'murcia',
	'comunidad de madrid': 'madrid',
	'principado de asturias': 'asturias',
};

/** Folded place name → province id, longest names first so «ciudad real» beats «real». */
const names: [string, string][] = (() => {
	const map = new Map<string, string>(Object.entries(aliases));
	for (const p of provinces) {
		map.set(foldText(p.name), p.id);
		map.set(foldText(p.capital), p.id);
		map.set(p.id.replaceAll('-', ' '), p.id);
	}
	for (const c of cityData as { name: string; province: string }[])
		map.set(foldText(c.name), c.province);
	return [...map.entries()].sort((a, b) => b[0].length - a[0].length);
})();

/** The province a Spanish text mentions (by name, capital, city or usual alias), if any. */
export function findProvince(text: string): string | undefined {
	const folded = ` ${foldText(text).replace(/[^a-z0-9ñ]+/g, ' ')} `;
	for (const [name, id] of names) if (folded.includes(` ${name} `)) return id;
	return undefined;
}

/** Display name of a province id. */
export function provinceName(id: string): string {
	return provinces.find((p) => p.id === id)?.name ?? id;
}

/** Every place name the assistant knows (provinces, capitals, cities, aliases), folded. */
export function placeNames(): string[] {
	return names.map(([name]) => name);
}
