import type { ComponentType } from 'react';
import { useHydrated } from '~/islands/shared/useHydrated.ts';

/**
 * Renders `Component` only in the browser, after hydration: the server writes nothing for the
 * island (the shell around it shows the tool's heading, summary and placeholder), so a page of
 * calculators stays light until one is opened. The first client render matches the empty
 * server one; React then renders the tool straight away.
 */
export function afterMount<P extends object>(Component: ComponentType<P>): ComponentType<P> {
	function AfterMount(props: P) {
		const hydrated = useHydrated();
		return hydrated ? <Component {...props} /> : null;
	}
	AfterMount.displayName = `AfterMount(${Component.displayName ?? Component.name})`;
	return AfterMount;
}
