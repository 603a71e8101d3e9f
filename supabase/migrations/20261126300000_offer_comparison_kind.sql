-- Dominio: simulations, offerComparison
-- Saved offer comparisons (the document analysis compares two or three mortgage offers):
-- saved_simulations accepts the kind 'comparacion'. Its input holds the offers and the
-- Euribor path the person assumed, and the URL that reopens the comparison.
alter table public.saved_simulations drop constraint saved_simulations_kind_check;
alter table public.saved_simulations add constraint saved_simulations_kind_check
	check (kind in ('cuota', 'capacidad', 'gastos', 'subrogacion', 'reunificacion', 'completa', 'comparacion'));
