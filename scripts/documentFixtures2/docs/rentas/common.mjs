// Helpers shared by the rentas layouts (split from docs/rentas.mjs, unchanged).
import { mMoney } from '../../lib/format.mjs';

export const s = (...xs) => xs.reduce((a, b) => a + b, 0);

/** A chain of IRPF figures, computed so that every printed subtotal adds up. */
export function irpf({ dinerarias, especie = 0, ss, otrosGastos = 200000, reduccion = 0, otrasGenerales = [], ahorro, reduccionesBase = 0, cuotaIntegraEst, cuotaIntegraAut, deducciones = 0, dobleImposicion = 0, retenciones }) {
	const ingresosTrabajo = dinerarias + especie;
	const netoPrevio = ingresosTrabajo - ss;
	const netoTrabajo = netoPrevio - otrosGastos;
	const reducido = netoTrabajo - reduccion;
	const biGeneral = reducido + s(...otrasGenerales.map((o) => o[1]));
	const blGeneral = biGeneral - reduccionesBase;
	const cuotaLiquida = cuotaIntegraEst + cuotaIntegraAut - deducciones;
	const cuotaResultante = cuotaLiquida - dobleImposicion;
	const diferencial = cuotaResultante - retenciones;
	return { dinerarias, especie, ingresosTrabajo, ss, netoPrevio, otrosGastos, netoTrabajo, reduccion, reducido, otrasGenerales, biGeneral, ahorro, reduccionesBase, blGeneral, cuotaIntegraEst, cuotaIntegraAut, deducciones, cuotaLiquida, dobleImposicion, cuotaResultante, retenciones, diferencial };
}

export const exp = (ejercicio, r, { trabajo = true } = {}) => ({
	ejercicio: ['text', String(ejercicio)],
	ingresos: ['money', mMoney(r.biGeneral)],
	trabajo: ['money', trabajo ? mMoney(r.netoTrabajo) : ''],
	cuota: ['money', mMoney(r.cuotaResultante)],
});
