-- Dominio: compartido
-- Issue 49: what Supabase's database advisor (splinter's lints, applied by
-- tests/integration/databaseAdvisor.test.ts) asks of the schema, plus the indexes the stores'
-- list queries need once the tables hold a year of data. RLS is never weakened: the two merged
-- policies let exactly the rows their pairs let.

-- 0001 unindexed foreign keys: deleting a profile (or a document) scans the referencing table
-- for rows to cascade or null without an index on the referencing column.
create index document_access_log_admin_id_idx on public.document_access_log (admin_id);
create index document_access_log_document_id_idx on public.document_access_log (document_id);
create index document_access_log_signed_by_idx on public.document_access_log (signed_by);
create index documents_reviewed_by_idx on public.documents (reviewed_by);
create index role_change_requests_decided_by_idx on public.role_change_requests (decided_by);
create index ticket_messages_author_id_idx on public.ticket_messages (author_id);
-- Administración › Noticias lists drafts newest first; the author key leads nothing else.
create index news_drafts_author_id_idx on public.news_drafts (author_id);
create index news_drafts_created_idx on public.news_drafts (created_at desc);

-- Status + date and date orders of the admin lists (src/lib/supabase/*.ts), so a filtered page
-- of 10.000 rows reads an index range instead of sorting the table.
-- Leads: newest first, optionally by status (leads.ts listLeads).
create index leads_created_idx on public.leads (created_at desc);
create index leads_status_created_idx on public.leads (status, created_at desc);
-- Soporte's inbox: latest activity first, optionally by status (supportInbox.ts).
create index support_tickets_status_activity_idx
	on public.support_tickets (status, last_message_at desc);
-- Expedientes: most recently updated first (applicationAdmin.ts).
create index application_progress_updated_idx on public.application_progress (updated_at desc);
-- Bóveda's review queue: newest uploads first (vault.ts fetchAllDocuments).
create index documents_created_idx on public.documents (created_at desc);
-- The bell's unread count (notifications.ts): only the unread rows of one person.
create index notifications_user_unread_idx on public.notifications (user_id) where not is_read;

-- 0006 multiple permissive policies, ai_response_cache UPDATE for authenticated: «Nobody
-- updates» (using false) OR «Admins can correct» (is_admin) lets exactly what the second one
-- lets, so the first goes.
drop policy "Nobody updates cached AI responses directly." on public.ai_response_cache;

-- 0006, application_progress INSERT for authenticated: the admins' policy and the person's own
-- opening become one policy whose check is the OR of the two checks (what PostgreSQL did with
-- the pair).
drop policy "Admins can create application progress." on public.application_progress;
drop policy "Users can open their own application." on public.application_progress;
create policy "Admins create application progress; users open their own."
	on public.application_progress for insert
	to authenticated
	with check (
		(select public.is_admin())
		or (
			user_id = (select auth.uid())
			and current_step = 1
			and completed_steps = '{}'::smallint[]
			and status = 'en_curso'
			and notes is null
		)
	);
