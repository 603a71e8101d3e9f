import { useEffect, useState } from 'react';
import { withErrorBoundary } from '~/islands/shared/ErrorBoundary.tsx';
import type { FieldValues } from '~/lib/documentReader/fields.ts';
import type { OfferProduct } from '~/lib/documentReader/models/offerProducts.ts';
import { entryFromFein } from '~/lib/offerComparison/fromFein.ts';
import {
	comparisonParam,
	decodeComparison,
	type ComparisonState,
	type OfferEntry,
} from '~/lib/offerComparison/share.ts';
import { DocumentAnalysis } from './DocumentAnalysis.tsx';
import { blankEntry, defaultEuribor, OfferComparison } from './OfferComparison.tsx';

/** The comparison a link carries (?comparacion=…), if any. */
function fromUrl(): ComparisonState | null {
	const raw = new URLSearchParams(window.location.search).get(comparisonParam);
	return raw ? decodeComparison(raw) : null;
}

/**
 * The document analysis and, under it, the offer comparison: a FEIN read above can be brought
 * into the comparison, where the person checks it before adding it.
 */
function DocumentsTool({ compare }: { compare: boolean }) {
	const [state, setState] = useState<ComparisonState>(
		() => fromUrl() ?? { entries: [], euribor: defaultEuribor() },
	);
	const [draft, setDraft] = useState<OfferEntry>(() => blankEntry(1));
	const [focusKey, setFocusKey] = useState(0);
	useEffect(() => {
		if (compare) setFocusKey((k) => k + 1);
	}, [compare]);
	const fromFein = (name: string, values: FieldValues, products: OfferProduct[]) => {
		setDraft(entryFromFein(name.slice(0, 60) || blankEntry(1).name, values, products));
		setFocusKey((k) => k + 1);
	};
	return (
		<div className="space-y-8">
			<DocumentAnalysis onCompare={fromFein} autoFocus={!compare} />
			<OfferComparison
				state={state}
				onChange={(next) => {
					setState(next);
					setDraft(blankEntry(next.entries.length + 1));
				}}
				draft={draft}
				focusKey={focusKey}
			/>
		</div>
	);
}

export default withErrorBoundary(DocumentsTool, 'DocumentsTool');
