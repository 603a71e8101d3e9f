import { formatDateTime, formatRelativeTime } from '~/lib/format/index.ts';
import { bellMessages } from '~/lib/i18n/es.ts';
import type { NotificationRow } from '~/lib/supabase/notifications.ts';

interface Props {
	/** null while the first fetch is under way. */
	rows: NotificationRow[] | null;
	onChoose: (id: string, actionUrl: string | null) => void;
}

/** The bell's list: newest first, unread ones marked, Spanish relative dates. */
export function NotificationList({ rows, onChoose }: Props) {
	if (!rows) return <p className="px-4 py-6 text-sm text-muted">{bellMessages.loading}</p>;
	if (rows.length === 0) {
		return <p className="px-4 py-6 text-center text-sm text-muted">{bellMessages.empty}</p>;
	}
	const now = Date.now();
	return (
		<ul className="max-h-[min(28rem,70vh)] divide-y divide-line overflow-y-auto">
			{rows.map((row) => (
				<li key={row.id}>
					<button
						type="button"
						className={`flex w-full gap-3 px-4 py-3 text-left hover:bg-surface ${row.is_read ? '' : 'bg-surface'}`}
						onClick={() => onChoose(row.id, row.action_url)}
						data-testid="notification"
						data-read={row.is_read ? 'true' : 'false'}
					>
						<span
							className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${row.is_read ? '' : 'bg-primary'}`}
							aria-hidden="true"
						/>
						<span className="min-w-0 flex-1">
							<span className={`block text-sm ${row.is_read ? 'font-medium' : 'font-bold'}`}>
								{!row.is_read && <span className="sr-only">{bellMessages.unread}: </span>}
								{row.title}
							</span>
							<span className="mt-0.5 block text-sm text-muted">{row.message}</span>
							<time
								className="mt-1 block text-xs text-muted"
								dateTime={row.created_at}
								title={formatDateTime(row.created_at)}
							>
								{formatRelativeTime(row.created_at, now)}
							</time>
						</span>
					</button>
				</li>
			))}
		</ul>
	);
}
