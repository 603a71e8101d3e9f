/**
 * `client:interaction` (registered in astro.config.mjs): a server-rendered island hydrates on
 * the first interaction inside it, keeping what was typed and the first press
 * (hydrateOnInteraction); with a tool id as its value (client:interaction="valoracion") it
 * hydrates at once when the link names that tool (`#id` or its `?id.campo=` inputs), as
 * client:tool does. Until it hydrates, what is typed in the tool's fields is written to the URL
 * as its inputs (lib/tools/urlState.ts), so a reload before the code arrives keeps it. Astro
 * inlines this file in the pages that use it: keep it small.
 */
import type { ClientDirective } from 'astro';
import { opensOnArrival } from '../../lib/tools/toolShell.ts';
import { typedSearch, type PageField } from '../../lib/tools/urlState.ts';
import { hydrateOnInteraction } from './hydrateOnInteraction.ts';

/** The island's fields with an id, read as the tools store them (a checkbox as 'si' / 'no'). */
function pageFields(island: HTMLElement): PageField[] {
	const fields: PageField[] = [];
	for (const field of island.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
		'input[id], select[id], textarea[id]',
	)) {
		if (field.tagName === 'SELECT') {
			const { options } = field as HTMLSelectElement;
			const marked = Array.from(options).find((option) => option.defaultSelected);
			fields.push({
				id: field.id,
				value: field.value,
				initial: (marked ?? options[0])?.value ?? '',
			});
		} else if (field.type === 'checkbox') {
			const { checked, defaultChecked } = field;
			const yes = (on: boolean) => (on ? 'si' : 'no');
			fields.push({ id: field.id, value: yes(checked), initial: yes(defaultChecked) });
		} else if (!['radio', 'file', 'button', 'submit'].includes(field.type)) {
			fields.push({
				id: field.id,
				value: field.value,
				initial: (field as HTMLInputElement).defaultValue,
			});
		}
	}
	return fields;
}

const interactionDirective: ClientDirective = (load, options, el) => {
	const tool = typeof options.value === 'string' ? options.value : '';
	// Named by the link: at once. Signed in too it waits for an interaction: the markup that
	// depends on the session (the valuation's save button) is chosen by the head's mark on <html>.
	if (opensOnArrival(tool, location)) {
		void load().then((hydrate) => hydrate());
		return;
	}
	hydrateOnInteraction(
		load,
		el,
		tool === ''
			? undefined
			: (island) => {
					const search = typedSearch(location.search, tool, pageFields(island));
					history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
				},
	);
};

export default interactionDirective;
