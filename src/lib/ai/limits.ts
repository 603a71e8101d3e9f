/** Longest question accepted, in characters. */
export const maxQuestionChars = 500;
