import { useLayoutEffect, type RefObject } from 'react';
import { controlValues, type ControlLike } from '~/lib/forms/controlValues.ts';

/**
 * For a form that hydrates over the server's markup (client:auth): once, right after hydration
 * and before the next paint or event, hands `adopt` what the form's controls hold, so text typed
 * and boxes ticked before the island's code arrived become its state instead of being lost on
 * the next render. Rendered fresh in the browser, the controls hold the state itself: a no-op.
 */
export function useTypedBeforeHydration(
	form: RefObject<HTMLFormElement | null>,
	adopt: (values: Record<string, string | boolean>) => void,
): void {
	useLayoutEffect(() => {
		const element = form.current;
		if (element) adopt(controlValues(Array.from(element.elements) as unknown as ControlLike[]));
		// Once, on mount: what was typed before hydration; later typing goes through onChange.
	}, []);
}
