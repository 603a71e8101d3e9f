-- Dominio: leads
-- A professional's «Mis clientes» shows a client's signed form as soon as it arrives: leads join
-- the Realtime publication. Realtime applies the leads RLS policies to each subscriber, so a
-- change reaches only the form's owner and the admins ("Form owners and admins can read leads.").
alter publication supabase_realtime add table public.leads;
