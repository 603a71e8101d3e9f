import { site } from './site.ts';

/** The parts of a postal address as site.json writes them. */
export interface PostalAddress {
	street: string;
	postalCode: string;
	city: string;
	region: string;
}

/**
 * The company name closing a sentence: "… S.L." already ends with its own full stop, so a second
 * one is not added ("Hipoteca Clara Asesores Financieros S.L.", never "S.L..").
 */
export function endSentence(text: string): string {
	const trimmed = text.trim();
	return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The address lines as shown on an envelope: street, then "28009 Madrid (Comunidad de Madrid)". */
export function addressLines(address: PostalAddress): [string, string] {
	return [address.street, `${address.postalCode} ${address.city} (${address.region})`];
}

/** The address on one line: "Calle de Alcalá 120, 28009 Madrid (Comunidad de Madrid)". */
export function addressLine(address: PostalAddress): string {
	return addressLines(address).join(', ');
}

/** The company and its address as one sentence, for the "who we are" page. */
export function companyAddressSentence(legalName: string, address: PostalAddress): string {
	return `${endSentence(legalName)} ${endSentence(addressLine(address))}`;
}

/** The brand's office address lines (site.json). */
export const officeLines = addressLines(site.address);

/** The brand's company name and office address in one sentence. */
export const companyAddress = companyAddressSentence(site.legalName, site.address);
