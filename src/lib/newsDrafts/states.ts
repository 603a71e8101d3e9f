/** The state of a news draft: the news_drafts `status` check, in its order. */
export const newsDraftStatusValues = ['borrador', 'revision', 'publicado'] as const;
export type NewsDraftStatus = (typeof newsDraftStatusValues)[number];
