/**
 * The home: the body of the home Astro built, as a tree read at the baseline's build time
 * (scripts/spa-baseline.ts), rendered node by node with createElement. As on the site, the
 * cookie banner shows while no choice is stored. Like a real app's home, it asks for the session
 * through react-query to show the account menu: a stored session marks the document as the
 * site's inline script does (`data-session`, which makes the header keep room for the
 * signed-in box).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import tree from 'spa-baseline:home-tree';
import { CONSENT_KEY } from '~/lib/analytics/consent.ts';
import type { TreeElement } from '../../../scripts/lib/htmlTree.ts';
import { renderTree } from './renderTree.ts';
import { supabase } from './supabase.ts';

function storedConsent(): boolean {
	try {
		return localStorage.getItem(CONSENT_KEY) !== null;
	} catch {
		return false;
	}
}

export function Home() {
	const [consented] = useState(storedConsent);
	const { data: session } = useQuery({
		queryKey: ['session'],
		queryFn: async () => (await supabase.auth.getSession()).data.session,
	});
	useEffect(() => {
		document.documentElement.toggleAttribute('data-session', Boolean(session));
	}, [session]);
	const banner = (element: TreeElement) =>
		element.props && 'data-cookie-banner' in element.props
			? { ...element.props, hidden: consented }
			: undefined;
	return renderTree(tree, banner);
}
