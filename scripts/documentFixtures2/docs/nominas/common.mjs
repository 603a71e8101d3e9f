// Helpers shared by the nominas layouts (split from docs/nominas.mjs, unchanged).

export const row = (cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
