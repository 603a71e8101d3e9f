import { formatEuros, formatPercent } from '../format/index.ts';

const eur = (n: number) => formatEuros(n, { decimals: 0 });
const pct = (n: number) => formatPercent(n, { maxDecimals: 2 });

/** Spanish texts of the AI assistants (one place, like the engine's messages.ts). */
export const aiMessages = {
	unknown:
		'No lo sé con seguridad: no encuentro nada sobre eso en nuestras guías, noticias ni datos. Prueba a preguntarlo de otra forma o escríbenos desde Contacto.',
	refuse:
		'No lo sé ni puedo hacerlo: solo respondo a preguntas sobre hipotecas, la compra de una vivienda y nuestros datos, con las mismas reglas siempre.',
	abroad:
		'No lo sé: nuestros datos de impuestos, hipotecas y precios son solo de España, por comunidad autónoma y provincia. Si compras aquí, dime dónde y te lo calculo.',
	noBankPick:
		'No lo sé: no tengo las ofertas actuales de cada banco y no recomiendo entidades concretas. Pide varias ofertas por escrito y compáralas por su TAE, con y sin bonificaciones; si quieres, nuestro equipo compara las de más de 80 entidades con tu perfil.',
	noStats:
		'No lo sé: no tengo estadísticas del mercado (cuántas hipotecas, compraventas o ejecuciones hubo). Las publican el INE y el Consejo General del Notariado; yo te puedo ayudar con tu caso, los impuestos de tu comunidad o el euríbor.',
	unknownSuggest:
		'No lo sé con seguridad: no encuentro una respuesta clara a eso en nuestras guías y datos. ¿Querías preguntar alguna de estas cosas?',
	unknownClosest:
		'No lo sé con seguridad: no encuentro una respuesta clara en nuestras guías, noticias ni datos. Estas son las páginas más cercanas a tu pregunta:',
	indexFailed:
		'No he podido cargar nuestra guía ni nuestros datos para responderte. Comprueba tu conexión e inténtalo de nuevo.',
	empty: 'Escribe una pregunta para que pueda ayudarte.',
	tooLong: (max: number) =>
		`La pregunta es demasiado larga: resúmela en ${max} caracteres como mucho.`,
	payment: (loan: number, years: number, rate: number, payment: number, interest: number) =>
		`Por un préstamo de ${eur(loan)} a ${years} años con un TIN del ${pct(rate)} pagarías unos ${formatEuros(payment)} al mes. En total, ${eur(interest)} de intereses.`,
	capacity: (maxPrice: number, maxLoan: number, maxPayment: number, province: string) =>
		`Con esos datos podrías comprar en ${province} una vivienda de hasta unos ${eur(maxPrice)}, con un préstamo de ${eur(maxLoan)} y una cuota máxima de ${eur(maxPayment)} al mes (el 35 % de tus ingresos menos otras deudas).`,
	capacityNone: (province: string) =>
		`Con esos datos no te alcanza para comprar en ${province}: tus ahorros no cubren la entrada y los gastos, o la cuota superaría lo que aceptan los bancos.`,
	pricePerM2: (m2: number, pricePerM2: number, period: string) =>
		`A precio medio (${eur(pricePerM2)}/m², ${period}) son unos ${m2} m².`,
	ico: (maxPrice: number, priceWithIco: number) =>
		`Con el aval ICO para jóvenes (hasta el 100 % financiado, vivienda de hasta ${eur(maxPrice)}) podrías llegar a unos ${eur(priceWithIco)}.`,
	assumed: {
		years: (n: number) => `Plazo de ${n} años (no lo indicaste).`,
		rate: (n: number) => `TIN del ${pct(n)} (no lo indicaste).`,
		loanFromPrice: (price: number, ltv: number) =>
			`Préstamo del ${ltv} % del precio de ${eur(price)}.`,
		savings: 'Sin ahorros (no los indicaste).',
		age: (n: number) => `Edad de ${n} años (no la indicaste).`,
		province: (name: string) => `Provincia de ${name} (no la indicaste).`,
		years75: (n: number) => `Plazo de ${n} años para terminar de pagar antes de los 75.`,
	},
	calculatorTitle: {
		cuota: 'Simulador de hipoteca con tus cifras',
		capacidad: 'Precio máximo de vivienda con tus cifras',
	},
	origin: {
		calculo: 'Calculado con nuestro motor hipotecario',
		contenido: 'Según nuestras guías y datos',
		cache: 'Respuesta guardada de nuestras guías',
		proveedor: 'Redactado con IA a partir de nuestras guías',
		desconocido: '',
	},
	chat: {
		log: 'Conversación con el asistente',
		you: 'Tú',
		assistant: 'Asistente',
		label: 'Tu pregunta',
		hint: 'Pregunta sobre hipotecas, impuestos o gastos; con cifras, calculo la cuota o lo que puedes comprar.',
		send: 'Preguntar',
		busy: 'Pensando…',
		sources: 'Fuentes',
		assumptions: 'Supuestos',
		inputs: 'Datos con los que calculo (pulsa uno para cambiarlo)',
		change: (label: string, value: string, note: string) => `${label}: ${value} (${note})`,
		newValue: (label: string) => `Nuevo valor de «${label}»`,
		recalc: 'Recalcular',
		cancel: 'Cancelar',
		recalculated: 'Recalculado con el dato cambiado.',
		law: 'Norma',
		suggest: 'Preguntar esto',
		examples: 'Prueba con',
		welcome:
			'Hola. Respondo con nuestras guías, noticias y datos por provincia, y calculo cuotas y precios con tus cifras. No doy consejos personalizados de inversión.',
	},
	examplesList: [
		'¿Qué incluye la TAE?',
		'¿Cuánto pagaría al mes por 180.000 a 30 años al 2,9 %?',
		'Gano 2.400 € netos y tengo 35.000 ahorrados, ¿qué piso puedo comprar en Valencia?',
	],
	providerFailed: 'El asistente en línea no responde; te contesto con nuestra guía sin conexión.',
} as const;
