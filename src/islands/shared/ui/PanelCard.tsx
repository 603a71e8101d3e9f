import type { ReactNode } from 'react';

/** A section card of the panel with its heading (focused when the section is opened by URL). */
export function PanelCard({
	id,
	title,
	children,
	headingRef,
}: {
	id: string;
	title: string;
	children: ReactNode;
	headingRef?: React.Ref<HTMLHeadingElement>;
}) {
	return (
		<section aria-labelledby={`${id}-titulo`} className="rounded-xl border border-line p-4 sm:p-6">
			<h2 id={`${id}-titulo`} ref={headingRef} tabIndex={-1} className="text-xl font-bold">
				{title}
			</h2>
			<div className="mt-4">{children}</div>
		</section>
	);
}
