/**
 * URL parameter (in the simulator's namespace) holding the compressed life-of-the-loan state.
 * Its own tiny module so the simulator can look for it without loading the timeline code.
 */
export const timelineParam = 'simulador-completo.vida';
