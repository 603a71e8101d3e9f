/**
 * Text that may reach an email header (a ticket subject, a name, a form title, a notice title):
 * one line, no control character. Mirrors the `*_single_line` checks of migration
 * 20261129100100 (issue 43), with one Spanish message for every form that uses it.
 */

/** C0 and C1 control characters (tab and line breaks among them) and the Unicode separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether a text is free of control characters. */
export const isSingleLine = (text: string): boolean => !controlCharacters.test(text);

/** The message of a refused value. */
export const singleLineMessage = 'Escríbelo en una sola línea, sin tabuladores ni saltos de línea.';
