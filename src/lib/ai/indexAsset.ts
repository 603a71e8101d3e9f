/** Where the site serves the assistant's search index, built at build time (a static JSON file). */
export const assistantIndexPath = '/herramientas/indice-asistente.json';
