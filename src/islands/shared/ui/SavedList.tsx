import type { FetcherValue } from '@nanostores/query';
import { useRef, type ReactNode } from 'react';
import { formatNumber } from '~/lib/format/index.ts';
import { useAnnouncer } from '~/islands/shared/ui/Announcer.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import { SavedItem, type SavedItemProps } from './SavedItem.tsx';

/** What each row gives the list: everything a SavedItem needs but the shared outcome handling. */
export type SavedRowProps = Omit<SavedItemProps, 'announce' | 'onDeleted' | 'testId' | 'noun'>;

/**
 * A saved list of Mi Panel (simulations, valuations): loading, error and empty states, the
 * count, and one SavedItem per row. After a delete focus goes to the count («Tienes 1
 * simulación guardada.») or to the empty text, never to the page; outcomes are said in one
 * polite region that stays mounted.
 */
export function SavedList<Row>({
	value,
	retry,
	empty,
	one,
	many,
	testId,
	noun,
	item,
}: {
	value: FetcherValue<Row[]>;
	retry: () => void;
	empty: ReactNode;
	one: string;
	many: string;
	testId: string;
	noun: string;
	item: (row: Row) => SavedRowProps;
}) {
	const { region, announce } = useAnnouncer();
	const count = useRef<HTMLParagraphElement>(null);
	const onDeleted = () => requestAnimationFrame(() => count.current?.focus());
	return (
		<>
			{region}
			<QueryView
				value={value}
				retry={retry}
				isEmpty={(rows) => rows.length === 0}
				empty={
					<p ref={count} tabIndex={-1}>
						{empty}
					</p>
				}
			>
				{(rows) => (
					<>
						<p
							ref={count}
							tabIndex={-1}
							className="text-sm text-muted"
							data-testid="total-guardadas"
						>
							Tienes {formatNumber(rows.length)} {rows.length === 1 ? one : many}.
						</p>
						<ul className="divide-y divide-line">
							{rows.map((row) => {
								const props = item(row);
								return (
									<SavedItem
										key={props.id}
										{...props}
										testId={testId}
										noun={noun}
										announce={announce}
										onDeleted={onDeleted}
									/>
								);
							})}
						</ul>
					</>
				)}
			</QueryView>
		</>
	);
}
