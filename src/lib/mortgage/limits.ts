/** Largest amount accepted anywhere (100 M€): beyond it a figure is a typo, not a home loan. */
export const maxEuros = 100_000_000;
