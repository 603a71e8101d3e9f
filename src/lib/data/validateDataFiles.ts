import { z } from 'zod';
import provinceData from '../../../content/data/provinces.json' with { type: 'json' };
import toolData from '../../../content/data/tools.json' with { type: 'json' };
import underwritingData from '../../../content/data/underwriting.json' with { type: 'json' };
import { underwritingSchema } from '../mortgage/lendingSchemas.ts';
import { provinceSchema } from '../places/provinceSchema.ts';
import { toolsFileSchema } from '../tools/toolSchema.ts';

/** The files checked, as read from content/data. */
export interface DataFiles {
	provinces: unknown;
	underwriting: unknown;
	tools: unknown;
}

const dataFiles: DataFiles = {
	provinces: provinceData,
	underwriting: underwritingData,
	tools: toolData,
};

/**
 * Checks with their zod schemas the data files the site reads without a validator (provinces,
 * underwriting rules, tools): the build calls it (src/pages/herramientas/indice-asistente.json.ts)
 * and a unit test does, so a bad file fails there, not in a visitor's browser. Throws a zod
 * error naming the file's problem.
 */
export function validateDataFiles(files: DataFiles = dataFiles): void {
	z.array(provinceSchema).length(52).parse(files.provinces);
	underwritingSchema.parse(files.underwriting);
	toolsFileSchema.parse(files.tools);
}
