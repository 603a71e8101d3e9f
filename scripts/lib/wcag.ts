/** WCAG 2.2 AA rule tags of axe, used by the browser tests and the audit alike. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
