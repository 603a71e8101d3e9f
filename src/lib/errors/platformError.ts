/**
 * Messages that hosting and API platforms put in a page in place of the answer we asked for
 * (SPEC section 8: "page text containing a platform error message"). Each is the text the
 * platform itself writes: Vercel's function and deployment errors, Netlify's and Cloudflare's
 * error pages, the Envoy/Kong gateways in front of Supabase.
 */
export const PLATFORM_ERROR_MESSAGES: readonly string[] = [
	'FUNCTION_INVOCATION_FAILED',
	'FUNCTION_INVOCATION_TIMEOUT',
	'EDGE_FUNCTION_INVOCATION_FAILED',
	'DEPLOYMENT_NOT_FOUND',
	'An error occurred with your deployment',
	'Application error: a client-side exception has occurred',
	'This function has crashed',
	'Worker threw exception',
	'upstream connect error or disconnect/reset before headers',
	'no healthy upstream',
	'An invalid response was received from the upstream server',
	'failure to get a peer from the ring-balancer',
];

/**
 * The platform error message `text` contains, or null. Case-insensitive, so an HTML page and a
 * plain-text body match alike.
 */
export function detectPlatformError(text: string): string | null {
	const haystack = text.toLowerCase();
	return PLATFORM_ERROR_MESSAGES.find((m) => haystack.includes(m.toLowerCase())) ?? null;
}
