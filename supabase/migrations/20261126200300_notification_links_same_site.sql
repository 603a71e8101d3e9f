-- Dominio: notifications
-- Issue 24, item 3: a notification's link (admin-authored through admin_notify) stays a path of
-- this site. The first check only required one leading slash, so '/\evil.example' (which a
-- browser reads as //evil.example) and control characters passed; the bell and the panel also
-- refuse them before following a link (safeReturnPath).
alter table public.notifications add constraint notifications_action_url_same_site
	check (action_url is null or action_url !~ '[\\[:cntrl:][:space:]]|%5[cC]|%2[fF]') not valid;

comment on constraint notifications_action_url_same_site on public.notifications is
	'No backslash, whitespace, control character or encoded slash/backslash in action_url (issue 24).';
