import { provinces } from '~/lib/places/provinces.ts';

/** Provinces for a <select>, in Spanish alphabetical order. */
export const provinceOptions = [...provinces]
	.sort((a, b) => a.name.localeCompare(b.name, 'es'))
	.map((p) => ({ value: p.id, label: p.name }));

/** New or resale home, for a ChoiceField. */
export const homeTypeOptions = [
	{ value: 'resale', label: 'Segunda mano' },
	{ value: 'new', label: 'Obra nueva' },
] as const;
