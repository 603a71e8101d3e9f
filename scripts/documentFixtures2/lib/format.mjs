// Formatting helpers. Amounts are kept as integer cents everywhere so that what the
// document prints and what the manifest expects come from the same number.

/** Euros (possibly with decimals) to integer cents. */
export const cents = (euros) => Math.round(euros * 100);

function splitCents(c) {
	const neg = c < 0;
	const abs = Math.abs(c);
	return { neg, int: Math.floor(abs / 100), dec: String(abs % 100).padStart(2, '0') };
}

const groupDots = (s) => s.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
const groupCommas = (s) => s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** «2.312,45» */
export function es(c) {
	const { neg, int, dec } = splitCents(c);
	return `${neg ? '-' : ''}${groupDots(String(int))},${dec}`;
}
/** «2312,45» (Spanish decimal comma, no thousands separator) */
export function esPlain(c) {
	const { neg, int, dec } = splitCents(c);
	return `${neg ? '-' : ''}${int},${dec}`;
}
/** «2312.45» (dotted decimal, as spreadsheets print it) */
export function dot(c) {
	const { neg, int, dec } = splitCents(c);
	return `${neg ? '-' : ''}${int}.${dec}`;
}
/** «2,312.45» (English grouping) */
export function en(c) {
	const { neg, int, dec } = splitCents(c);
	return `${neg ? '-' : ''}${groupCommas(String(int))}.${dec}`;
}
/** Manifest «money»: decimal comma, no thousands dot. */
export const mMoney = (c) => esPlain(c);

/** A percentage given as a Spanish string («2,65») to a JS number. */
export const pnum = (s) => Number(String(s).replace(',', '.'));

/** Rounds half away from zero to cents: base (cents) × rate (%, Spanish string). */
export function pctOf(baseCents, rateStr) {
	return Math.round((baseCents * pnum(rateStr)) / 100);
}

// ---------- dates ----------
export const MESES = [
	'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio',
	'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre',
];
export const MES3 = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];

const p2 = (n) => String(n).padStart(2, '0');
/** A date as {d, m, y}. */
export const D = (d, m, y) => ({ d, m, y });
export const dmy = ({ d, m, y }, sep = '/') => `${p2(d)}${sep}${p2(m)}${sep}${y}`;
export const mDate = (x) => dmy(x, '/');
export const mMonth = (m, y) => `${p2(m)}/${y}`;
export const lastDay = (m, y) => new Date(Date.UTC(y, m, 0)).getUTCDate();
export const longDate = ({ d, m, y }) => `${d} de ${MESES[m - 1]} de ${y}`;
export const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

const UNIDADES = [
	'cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez',
	'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve',
	'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro', 'veinticinco', 'veintiséis',
	'veintisiete', 'veintiocho', 'veintinueve',
];
const DECENAS = { 30: 'treinta', 40: 'cuarenta', 50: 'cincuenta', 60: 'sesenta', 70: 'setenta', 80: 'ochenta', 90: 'noventa' };
function words99(n) {
	if (n < 30) return UNIDADES[n];
	const t = Math.floor(n / 10) * 10;
	const u = n % 10;
	return u === 0 ? DECENAS[t] : `${DECENAS[t]} y ${UNIDADES[u]}`;
}
/** Day in words as registrars write it («uno» for 1, «veintitrés»…). */
export const dayWords = (d) => words99(d);
export function yearWords(y) {
	if (y < 2000 || y > 2099) throw new Error('year out of range');
	const r = y - 2000;
	return r === 0 ? 'dos mil' : `dos mil ${words99(r)}`;
}
/** «veintitrés de noviembre de dos mil veintiséis» */
export const dateWords = ({ d, m, y }) => `${dayWords(d)} de ${MESES[m - 1]} de ${yearWords(y)}`;

// ---------- identifiers (all invented) ----------
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** An 8-digit number with its control letter. */
export const nif = (n) => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;

// ---------- loans ----------
/** French-system instalment, cents. rateStr is the annual TIN (Spanish string). */
export function cuotaFrancesa(principalCents, rateStr, months) {
	const r = pnum(rateStr) / 1200;
	const P = principalCents / 100;
	const q = r === 0 ? P / months : (P * r) / (1 - (1 + r) ** -months);
	return Math.round(q * 100);
}

/**
 * Amortisation schedule. periods: [{months, rate}] in order; the instalment is recomputed at
 * the start of each period over the remaining term (as a variable or mixed loan is).
 * Returns rows {n, cuota, interes, capital, pendiente} in cents.
 */
export function schedule(principalCents, periods) {
	const total = periods.reduce((a, p) => a + p.months, 0);
	let pending = principalCents;
	let n = 0;
	const rows = [];
	for (const p of periods) {
		const remaining = total - n;
		const cuota = cuotaFrancesa(pending, p.rate, remaining);
		const r = pnum(p.rate) / 1200;
		for (let i = 0; i < p.months; i++) {
			n++;
			const interes = Math.round(pending * r);
			let capital = cuota - interes;
			let c = cuota;
			if (n === total) {
				capital = pending;
				c = capital + interes;
			}
			pending -= capital;
			rows.push({ n, cuota: c, interes, capital, pendiente: pending });
		}
	}
	return rows;
}

/**
 * TAE (Anexo II of Ley 5/2019, simplified): the yearly rate that equates what the borrower
 * receives net of up-front costs with the instalments plus the monthly part of the yearly
 * cost of linked products. Returns a percentage number.
 */
export function tae(principalCents, rows, upfrontCents, yearlyLinkedCents) {
	const net = principalCents - upfrontCents;
	const monthlyExtra = yearlyLinkedCents / 12;
	const pv = (i) => rows.reduce((a, row, k) => a + (row.cuota + monthlyExtra) / (1 + i) ** (k + 1), 0);
	let lo = 0;
	let hi = 0.05;
	for (let it = 0; it < 200; it++) {
		const mid = (lo + hi) / 2;
		if (pv(mid) > net) lo = mid;
		else hi = mid;
	}
	return ((1 + lo) ** 12 - 1) * 100;
}
/** A percentage number printed with n decimals and a comma. */
export const pctStr = (x, n = 2) => x.toFixed(n).replace('.', ',');
