import { z } from 'zod';
import { provinceIds } from './data.ts';
import { messages } from './messages.ts';
import { age, count, nonNegativeEuros, numberField, option, sharePercent } from './schemas.ts';

/** Buyer circumstances that unlock reduced tax rates; anything unknown is treated as not met. */
export const buyerSchema = z.object({
	/** Age of the youngest buyer, in years. */
	age: age().optional(),
	/** The home will be the buyer's main residence (default true). */
	habitual: z.boolean({ error: messages.unknownOption }).default(true),
	/** The buyer owns no other home (default false). */
	firstHome: z.boolean({ error: messages.unknownOption }).default(false),
	/** Familia numerosa. */
	largeFamily: z.boolean({ error: messages.unknownOption }).default(false),
	/** Familia monoparental. */
	singleParent: z.boolean({ error: messages.unknownOption }).default(false),
	/** Degree of disability in percent (0 when none). */
	disabilityPercent: sharePercent().default(0),
	/** Annual income of the buyers, in euros, for income-capped reductions. */
	annualIncome: nonNegativeEuros().optional(),
	/** Children in the family unit (Navarra's 5 % needs two or more). */
	childrenCount: count().optional(),
	/** Entitled to the IRPF allowance for a disabled ascendant or descendant (Illes Balears). */
	dependantDisability: z.boolean({ error: messages.unknownOption }).optional(),
	/** Years living in the community (Illes Balears' 100 % bonus needs three). */
	residenceYears: count().optional(),
	/** Wealth of the buyers and their family units, in euros (Galicia caps it). */
	wealth: nonNegativeEuros().optional(),
	/** Members of the family unit, the buyer included (Galicia raises the wealth cap by each). */
	familyMembers: count().min(1, { error: messages.familyMembers }).optional(),
	/** The buyers are spouses or registered partners (Andalucía: one meeting a rule is enough). */
	spouses: z.boolean({ error: messages.unknownOption }).optional(),
});

/**
 * One buyer's part of the purchase and the personal facts that reduced rates tie to a person. A
 * reduced rate reached by one buyer applies only to that buyer's share.
 */
export const buyerShareSchema = z.object({
	/** Share of the home this buyer acquires, in percent. */
	sharePercent: numberField()
		.gt(0, { error: messages.shareRange })
		.max(100, { error: messages.shareRange }),
	/** Age of this buyer, in years. */
	age: age().optional(),
	/** Degree of disability of this buyer, in percent (0 when none). */
	disabilityPercent: sharePercent().default(0),
	/** Income of this buyer (or of the family, where the law counts the family), in euros a year. */
	annualIncome: nonNegativeEuros().optional(),
});

/** Buyers of one home: one to four, shares adding up to 100 %. */
export const buyersSchema = z
	.array(buyerShareSchema, { error: messages.notList })
	.min(1, { error: messages.required })
	.max(4, { error: messages.tooManyBuyers })
	.refine((list) => Math.abs(list.reduce((s, b) => s + b.sharePercent, 0) - 100) < 0.01, {
		error: messages.sharesTotal,
	});

/** A province id from provinces.json, with a Spanish message otherwise. */
export const provinceIdSchema = z.enum(provinceIds, { error: messages.unknownProvince });

/** New home bought from the developer (IVA + AJD) or resale home (ITP). */
export const homeTypeSchema = option(['new', 'resale']);

/** A useful floor area in m². */
export const areaSchema = numberField()
	.gt(0, { error: messages.amountPositive })
	.max(10_000, { error: messages.amountTooLarge });
