/**
 * Which other towns of its province a town's page links to. Linking every town of the province
 * grows with the square of the towns (at ~8.000 municipalities, millions of links and pages of
 * hundreds of buttons no one reads), so a page lists a bounded set that helps a reader: the
 * province's largest towns, then the nearest ones. The full list stays on the province page.
 */

/** At most this many other towns on a town's page. */
export const RELATED_TOWNS_LIMIT = 12;

/** Of those, at most this many are the province's largest. */
export const LARGEST_TOWNS = 3;

/** What the choice reads of a town; population and coordinates are used when the data has them. */
export interface Town {
	id: string;
	name: string;
	capital: boolean;
	/** Inhabitants. */
	population?: number;
	/** Latitude and longitude in degrees. */
	lat?: number;
	lon?: number;
}

/** Towns of each province the list of all cities shows (the province page lists them all). */
export const INDEX_TOWNS_PER_PROVINCE = 10;

/** Largest first: the capital, then by population. */
function bySize(a: Town, b: Town): number {
	return (
		Number(b.capital) - Number(a.capital) ||
		(b.population ?? 0) - (a.population ?? 0) ||
		a.name.localeCompare(b.name, 'es')
	);
}

/**
 * The `count` largest of `towns`: capitals, then by population when the data has it, then
 * alphabetical.
 */
export function largestTowns<T extends Town>(towns: readonly T[], count: number): T[] {
	return towns.toSorted(bySize).slice(0, count);
}

/** Squared distance on a local flat map (enough to rank the towns of one province). */
function distance2(a: Required<Pick<Town, 'lat' | 'lon'>>, b: Required<Pick<Town, 'lat' | 'lon'>>) {
	const dLat = a.lat - b.lat;
	const dLon = (a.lon - b.lon) * Math.cos((a.lat * Math.PI) / 180);
	return dLat * dLat + dLon * dLon;
}

/**
 * Up to `count` of `others`, nearest to `town` first: by distance when every one has coordinates;
 * otherwise its neighbours in alphabetical order, the next and the previous in turn (wrapping
 * around), so every town of a large province is linked from some of its siblings.
 */
function nearest<T extends Town>(town: Town, others: readonly T[], count: number): T[] {
	const { lat, lon } = town;
	if (lat !== undefined && lon !== undefined) {
		const here = { lat, lon };
		const withCoordinates = others.flatMap((t) =>
			t.lat !== undefined && t.lon !== undefined
				? [{ t, d: distance2(here, { lat: t.lat, lon: t.lon }) }]
				: [],
		);
		if (withCoordinates.length === others.length) {
			return withCoordinates
				.toSorted((a, b) => a.d - b.d || a.t.name.localeCompare(b.t.name, 'es'))
				.slice(0, count)
				.map(({ t }) => t);
		}
	}
	const sorted = others.toSorted((a, b) => a.name.localeCompare(b.name, 'es'));
	const n = sorted.length;
	// Where `town` would sit in the list: the first town after it.
	const at = sorted.filter((t) => t.name.localeCompare(town.name, 'es') < 0).length;
	const chosen = new Set<T>();
	for (let k = 0; chosen.size < Math.min(count, n); k++) {
		chosen.add(sorted[(at + k) % n]!);
		if (chosen.size < count) chosen.add(sorted[(((at - 1 - k) % n) + n) % n]!);
	}
	return [...chosen];
}

/**
 * The other towns of its province that `town`'s page links to, `limit` at most: the largest
 * (capitals, and by population when the data has it) up to `LARGEST_TOWNS`, then the nearest.
 * `province` is every town of the province; `town` itself is left out.
 */
export function relatedTowns<T extends Town>(
	town: Town,
	province: readonly T[],
	limit = RELATED_TOWNS_LIMIT,
): T[] {
	const others = province.filter((t) => t.id !== town.id);
	const largest = largestTowns(
		others.filter((t) => t.capital || t.population !== undefined),
		Math.min(LARGEST_TOWNS, limit),
	);
	const chosen = new Set<T>(largest);
	for (const t of nearest(town, others, limit)) {
		if (chosen.size >= limit) break;
		chosen.add(t);
	}
	return [...chosen];
}
