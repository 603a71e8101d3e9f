import { formatNumber } from '~/lib/format/index.ts';

/** «Tienes 3 simulaciones guardadas.»: focused after a delete, so focus never falls to the page. */
export function SavedCount({
	ref,
	count,
	one,
	many,
}: {
	ref: React.Ref<HTMLParagraphElement>;
	count: number;
	one: string;
	many: string;
}) {
	return (
		<p ref={ref} tabIndex={-1} className="text-sm text-muted" data-testid="total-guardadas">
			Tienes {formatNumber(count)} {count === 1 ? one : many}.
		</p>
	);
}
