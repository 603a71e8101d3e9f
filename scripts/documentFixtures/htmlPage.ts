/** The HTML page the HTML tuning documents are written in, and their shape. */
import type { Fixture } from './fixture.ts';

/** A document written as HTML: Chromium prints it (A4, upright unless `landscape`). */
export interface HtmlFixture extends Omit<Fixture, 'pages' | 'size'> {
	html: string;
	landscape?: boolean;
}

export const page = (body: string, css = '') =>
	`<!doctype html><html lang="es"><head><meta charset="utf-8"><style>
body{font:10px/1.35 "Liberation Sans",Arial,sans-serif;margin:0;color:#111}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:2px 4px;text-align:left;vertical-align:top}
.r{text-align:right}.b{font-weight:bold}h1{font-size:14px;margin:0 0 6px}h2{font-size:11px;margin:10px 0 4px}
${css}</style></head><body>${body}</body></html>`;
