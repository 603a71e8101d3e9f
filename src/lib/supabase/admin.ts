/**
 * Data access of the admin area (/admin), one module per resource in ./admin/. This index keeps
 * the older import path working for callers that take several resources at once (the support
 * inbox, the RLS tests); new code imports the resource module it needs.
 */
export * from './admin/aiCache.ts';
export * from './admin/applications.ts';
export * from './admin/inbox.ts';
export * from './admin/leads.ts';
export * from './admin/newsDrafts.ts';
export * from './admin/notify.ts';
export * from './admin/users.ts';
