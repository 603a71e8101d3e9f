import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { isChunkLoadError } from '~/lib/errors/chunkLoad.ts';
import { LoadError } from '~/islands/shared/ui/views.tsx';

/** A panel section whose code is loaded when it is first shown, and again after a failure. */
export type LazySection<P extends object> = ComponentType<P> & {
	reload: () => void;
	/** Starts loading the code now, before the section is shown (a failure is left to the render). */
	preload: () => void;
};

/**
 * A section's component, loaded only when the section is opened: arriving on the panel loads
 * the open section's code (the profile, by default), not the nine of them. React remembers a
 * failed load for good, so `reload()` starts a fresh one (offline, then back online).
 */
export function lazySection<K extends string, P extends object>(
	load: () => Promise<Record<K, ComponentType<P>>>,
	name: K,
): LazySection<P> {
	const make = () =>
		lazy<ComponentType<P>>(async () => {
			const module = await load();
			const Component: ComponentType<P> = module[name];
			return { default: Component };
		});
	let Loaded = make();
	function Section(props: P) {
		return <Loaded {...props} />;
	}
	Section.reload = () => {
		Loaded = make();
	};
	Section.preload = () => {
		load().catch(() => undefined);
	};
	return Section;
}

interface BoundaryProps {
	/** Starts a fresh load of the section's code before it is shown again. */
	onRetry: () => void;
	children: ReactNode;
}

/**
 * Shows «No hemos podido cargar estos datos…» with a retry button, in the section's place, when
 * its code did not arrive, and tries again by itself once the connection is back. Any other error
 * is a bug and goes on to the island's error boundary.
 */
export class SectionLoadBoundary extends Component<BoundaryProps, { error: Error | null }> {
	override state: { error: Error | null } = { error: null };

	static getDerivedStateFromError(error: unknown) {
		return { error: error instanceof Error ? error : new Error(String(error)) };
	}

	override componentDidMount() {
		window.addEventListener('online', this.retry);
	}

	override componentWillUnmount() {
		window.removeEventListener('online', this.retry);
	}

	retry = () => {
		if (!this.state.error) return;
		this.props.onRetry();
		this.setState({ error: null });
	};

	override render() {
		const { error } = this.state;
		if (!error) return this.props.children;
		if (!isChunkLoadError(error)) throw error;
		return <LoadError onRetry={this.retry} />;
	}
}
