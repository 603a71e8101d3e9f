/**
 * HTML attributes as React props, for the tree of built HTML the single-page baseline renders
 * (htmlTree.ts): `class` is `className`, `for` is `htmlFor`, lowercase attributes React spells in
 * camelCase are renamed (`tabindex`, `srcset`, `fetchpriority`…), SVG's hyphenated attributes
 * are camelCase (`stroke-width` → `strokeWidth`, `xlink:href` → `xlinkHref`), a style string is
 * an object, boolean attributes are `true`, form fields keep their initial value as
 * `defaultValue` / `defaultChecked`, inline event handlers are dropped, and custom elements keep
 * their attribute names (React 19 sets them as attributes or properties itself).
 */
/** A prop's value: an attribute's text, a boolean attribute, or a style object. */
export type TreePropValue = string | boolean | Record<string, string>;

/** React props of an element (never `children`: those are the element's `children`). */
export type TreeProps = Record<string, TreePropValue>;

/** Attributes React names in camelCase (the HTML name, lowercase, on the left). */
const renamed: Readonly<Record<string, string>> = {
	class: 'className',
	for: 'htmlFor',
	'accept-charset': 'acceptCharset',
	'http-equiv': 'httpEquiv',
	accesskey: 'accessKey',
	allowfullscreen: 'allowFullScreen',
	autocapitalize: 'autoCapitalize',
	autocomplete: 'autoComplete',
	autofocus: 'autoFocus',
	autoplay: 'autoPlay',
	cellpadding: 'cellPadding',
	cellspacing: 'cellSpacing',
	charset: 'charSet',
	colspan: 'colSpan',
	contenteditable: 'contentEditable',
	crossorigin: 'crossOrigin',
	datetime: 'dateTime',
	enctype: 'encType',
	enterkeyhint: 'enterKeyHint',
	fetchpriority: 'fetchPriority',
	formaction: 'formAction',
	formenctype: 'formEncType',
	formmethod: 'formMethod',
	formnovalidate: 'formNoValidate',
	formtarget: 'formTarget',
	frameborder: 'frameBorder',
	hreflang: 'hrefLang',
	inputmode: 'inputMode',
	ismap: 'isMap',
	itemid: 'itemID',
	itemprop: 'itemProp',
	itemref: 'itemRef',
	itemscope: 'itemScope',
	itemtype: 'itemType',
	maxlength: 'maxLength',
	minlength: 'minLength',
	nomodule: 'noModule',
	novalidate: 'noValidate',
	playsinline: 'playsInline',
	popovertarget: 'popoverTarget',
	popovertargetaction: 'popoverTargetAction',
	readonly: 'readOnly',
	referrerpolicy: 'referrerPolicy',
	rowspan: 'rowSpan',
	spellcheck: 'spellCheck',
	srcdoc: 'srcDoc',
	srclang: 'srcLang',
	srcset: 'srcSet',
	tabindex: 'tabIndex',
	usemap: 'useMap',
	// SVG attributes an HTML parser lowercases (Astro writes them as authored).
	viewbox: 'viewBox',
	preserveaspectratio: 'preserveAspectRatio',
};

/** Boolean attributes: present means true, whatever the (empty) value. */
const booleanAttributes: ReadonlySet<string> = new Set([
	'allowfullscreen',
	'async',
	'autofocus',
	'autoplay',
	'checked',
	'controls',
	'default',
	'defer',
	'disabled',
	'formnovalidate',
	'hidden',
	'inert',
	'ismap',
	'itemscope',
	'loop',
	'multiple',
	'muted',
	'nomodule',
	'novalidate',
	'open',
	'playsinline',
	'readonly',
	'required',
	'reversed',
	'selected',
]);

/** `font-size` → `fontSize`; `-webkit-line-clamp` → `WebkitLineClamp`; `-ms-x` → `msX`. */
function camelCase(name: string): string {
	const vendor = name.startsWith('-ms-') ? name.slice(1) : name;
	return vendor.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * A style attribute as React's style object: property names in camelCase (custom properties,
 * `--x`, as written), values as written. Semicolons inside parentheses or quotes (a data URL)
 * do not end a declaration.
 */
export function styleToObject(style: string): Record<string, string> {
	const out: Record<string, string> = {};
	const declarations: string[] = [];
	let depth = 0;
	let quote: string | null = null;
	let start = 0;
	for (let i = 0; i < style.length; i++) {
		const c = style[i];
		if (quote) {
			if (c === quote) quote = null;
		} else if (c === '"' || c === "'") quote = c;
		else if (c === '(') depth++;
		else if (c === ')') depth = Math.max(0, depth - 1);
		else if (c === ';' && depth === 0) {
			declarations.push(style.slice(start, i));
			start = i + 1;
		}
	}
	declarations.push(style.slice(start));
	for (const declaration of declarations) {
		const colon = declaration.indexOf(':');
		if (colon < 0) continue;
		const name = declaration.slice(0, colon).trim();
		const value = declaration.slice(colon + 1).trim();
		if (!name || !value) continue;
		out[name.startsWith('--') ? name : camelCase(name.toLowerCase())] = value;
	}
	return out;
}

/** The React prop name of attribute `name` on a built-in (not custom) element. */
export function propName(name: string): string {
	const lower = name.toLowerCase();
	const known = renamed[lower];
	if (known) return known;
	if (lower.startsWith('data-') || lower.startsWith('aria-')) return lower;
	// SVG's hyphenated and namespaced attributes (stroke-width, xlink:href, xml:lang).
	if (/[-:]/.test(name)) return camelCase(lower);
	return name;
}

/**
 * An element's attributes (name → value, decoded) as React props. Custom elements (a hyphen in
 * the tag) keep their attribute names, `class` aside.
 */
export function attributesToProps(tag: string, attributes: Record<string, string>): TreeProps {
	const custom = tag.includes('-');
	const props: TreeProps = {};
	for (const [name, value] of Object.entries(attributes)) {
		const lower = name.toLowerCase();
		// Inline handlers are code in a string: React takes functions (and the CSP forbids them).
		if (/^on[a-z]+$/.test(lower)) continue;
		if (lower === 'style') {
			props['style'] = styleToObject(value);
			continue;
		}
		if (booleanAttributes.has(lower) && (value === '' || value.toLowerCase() === lower)) {
			props[custom ? lower : propName(lower)] = true;
			continue;
		}
		if (custom) {
			props[lower === 'class' ? 'className' : name] = value;
			continue;
		}
		props[propName(name)] = value;
	}
	// Form fields: React keeps an uncontrolled field's initial state in default* props.
	if (tag === 'input' || tag === 'textarea') {
		if ('value' in props) {
			props['defaultValue'] = props['value']!;
			delete props['value'];
		}
		if ('checked' in props) {
			props['defaultChecked'] = props['checked']!;
			delete props['checked'];
		}
	}
	return props;
}
