import { describe, expect, it } from 'vitest';
import { requestTarget } from '../../../supabase/local/http.ts';

const parts = (target: string) => {
	const url = requestTarget(target);
	return url && { path: url.pathname, search: url.search, host: url.host };
};

describe('requestTarget', () => {
	it('keeps an origin-form target as a path on the fixed origin, even when it starts with //', () => {
		expect(parts('/rest/v1/x?a=1')).toEqual({
			path: '/rest/v1/x',
			search: '?a=1',
			host: 'localhost',
		});
		expect(parts('//')).toEqual({ path: '//', search: '', host: 'localhost' });
		expect(parts('//evil.example/a')).toEqual({
			path: '//evil.example/a',
			search: '',
			host: 'localhost',
		});
		expect(parts('/%zz%')).toEqual({ path: '/%zz%', search: '', host: 'localhost' });
	});

	it('takes only path and query of an absolute-form target', () => {
		expect(parts('http://x')).toEqual({ path: '/', search: '', host: 'localhost' });
		expect(parts('HTTPS://evil.example:8/a/b?c=d')).toEqual({
			path: '/a/b',
			search: '?c=d',
			host: 'localhost',
		});
	});

	it('has no URL for targets that are not paths', () => {
		for (const target of ['*', 'example.com:443', '', 'http://', 'http://[::1', 'ftp://x/a', 'a/b'])
			expect(requestTarget(target)).toBeNull();
	});
});
