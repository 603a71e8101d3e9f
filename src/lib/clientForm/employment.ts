/**
 * Job situations a client can choose (the leads `employment` check). Dependency-free so the
 * emails of supabase/functions/_shared can print the same labels.
 */
export const employmentLabels = {
	asalariado_indefinido: 'Asalariado con contrato indefinido',
	asalariado_temporal: 'Asalariado con contrato temporal',
	funcionario: 'Funcionario',
	autonomo: 'Autónomo',
	pensionista: 'Pensionista',
	otro: 'Otra situación',
} as const;
export type Employment = keyof typeof employmentLabels;
