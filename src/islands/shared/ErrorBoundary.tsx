import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { captureException } from '~/lib/errors/report.ts';
import { ErrorFallback } from './ErrorFallback.tsx';

interface Props {
	/** Name of the island, recorded with the error. */
	name: string;
	children: ReactNode;
}

interface State {
	failed: boolean;
	/** Set once the error is reported (componentDidCatch runs after the failed render). */
	eventId: string | null;
}

/** Catches render errors of an island, reports them and shows the fallback screen. */
export class ErrorBoundary extends Component<Props, State> {
	override state: State = { failed: false, eventId: null };

	static getDerivedStateFromError(): Partial<State> {
		return { failed: true };
	}

	override componentDidCatch(error: Error, info: ErrorInfo) {
		const report = captureException(error, `${this.props.name}${info.componentStack ?? ''}`);
		this.setState({ eventId: report.eventId });
	}

	override render() {
		const { failed, eventId } = this.state;
		if (!failed) return this.props.children;
		if (eventId === null) return null;
		return (
			<ErrorFallback
				eventId={eventId}
				onRetry={() => this.setState({ failed: false, eventId: null })}
			/>
		);
	}
}

/**
 * Wraps an island so any render error shows the shared fallback instead of a blank area.
 * Every island's default export goes through this.
 */
export function withErrorBoundary<P extends object>(Island: ComponentType<P>, name: string) {
	function Guarded(props: P) {
		return (
			<ErrorBoundary name={name}>
				<Island {...props} />
			</ErrorBoundary>
		);
	}
	Guarded.displayName = `withErrorBoundary(${name})`;
	return Guarded;
}
