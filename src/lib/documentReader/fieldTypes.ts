/** How a field's text is read back: euros, a percentage, years, a date, m² or free text. */
export type FieldType = 'money' | 'percent' | 'years' | 'date' | 'area' | 'text';

/** A field shown for correction after reading a document. */
export interface FieldDef {
	key: string;
	label: string;
	type: FieldType;
}
