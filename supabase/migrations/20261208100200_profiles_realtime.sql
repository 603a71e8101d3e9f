-- Dominio: account
-- Issue 45, item 3: role and profile changes arrive live. The person's panel follows their own
-- profiles row (RLS lets them read only theirs): an approved role request (which sets the role),
-- an admin's change of role or a name saved in another tab reaches the session store and the
-- panel's sections without a reload.
alter publication supabase_realtime add table public.profiles;
