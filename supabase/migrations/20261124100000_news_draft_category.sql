-- Dominio: newsDrafts
-- A news draft's category (an id of content/data/blog.json), so /generate-news-bulk can export
-- it as an MDX file whose front matter the news collection accepts. Optional for older drafts.
alter table public.news_drafts
	add column category text
		check (category is null or (char_length(category) <= 40 and category ~ '^[a-z0-9]+(-[a-z0-9]+)*$'));

comment on column public.news_drafts.category is 'Category id of content/data/blog.json used in the exported front matter.';
