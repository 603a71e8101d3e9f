import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { CheckboxField } from '~/islands/shared/ui/CheckboxField.tsx';
import { LiveSummary } from '~/islands/shared/ui/fields.tsx';
import { QueryView } from '~/islands/shared/ui/views.tsx';
import {
	$emailPreference,
	emailPreferenceTexts as t,
	saveEmailPreference,
} from '~/stores/accountEmail.ts';

/**
 * The profile's email preference: one checkbox saved as soon as it changes (a second click
 * while saving is ignored). Focus stays on the checkbox; the outcome is announced in a polite
 * region that stays mounted, and a failed save puts the box back as it was and says so.
 */
export function EmailPreference() {
	const value = useStore($emailPreference);
	// The choice being saved, shown at once; the box stays enabled (disabling it would drop focus).
	const [pending, setPending] = useState<boolean | null>(null);
	const [status, setStatus] = useState<{ text: string; error: boolean }>({
		text: '',
		error: false,
	});

	const change = async (on: boolean) => {
		if (pending !== null) return;
		setPending(on);
		setStatus({ text: '', error: false });
		const result = await saveEmailPreference(on);
		setPending(null);
		setStatus({ text: result.message, error: !result.ok });
	};

	return (
		<section aria-labelledby="avisos-email-titulo" className="border-t border-line pt-6">
			<h3 id="avisos-email-titulo" className="text-lg font-semibold">
				Avisos por email
			</h3>
			<div className="mt-2">
				<QueryView
					value={value}
					retry={() => $emailPreference.revalidate()}
					isEmpty={() => false}
					empty={null}
				>
					{(on) => (
						<CheckboxField
							id="avisos-email"
							label={t.label}
							hint={t.hint}
							value={(pending ?? on) ? 'si' : 'no'}
							onChange={(next) => void change(next === 'si')}
						/>
					)}
				</QueryView>
			</div>
			<LiveSummary text={status.text} visible={status.error} />
		</section>
	);
}
