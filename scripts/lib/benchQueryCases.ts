import type { PortalClient } from '../../src/lib/supabase/client.ts';
import { listUsers } from '../../src/lib/supabase/admin.ts';
import { listAiCache } from '../../src/lib/supabase/aiCache.ts';
import { fetchProfile } from '../../src/lib/supabase/account.ts';
import { fetchApplicationProgress } from '../../src/lib/supabase/application.ts';
import { listApplications } from '../../src/lib/supabase/applicationAdmin.ts';
import { listClientLeads, listShareForms } from '../../src/lib/supabase/clientForm.ts';
import { listLeads } from '../../src/lib/supabase/leads.ts';
import { listNewsDrafts } from '../../src/lib/supabase/newsDrafts.ts';
import { fetchNotifications } from '../../src/lib/supabase/notifications.ts';
import { fetchLatestRoleRequest, listRoleRequests } from '../../src/lib/supabase/roleRequests.ts';
import { listSimulations } from '../../src/lib/supabase/simulations.ts';
import { fetchStatistics } from '../../src/lib/supabase/statistics.ts';
import {
	fetchTicketMessages,
	fetchTicketReads,
	fetchTickets,
} from '../../src/lib/supabase/support.ts';
import { listInboxTickets } from '../../src/lib/supabase/supportInbox.ts';
import { listValuations } from '../../src/lib/supabase/valuation.ts';
import { fetchAccessLog, fetchAllDocuments, fetchDocuments } from '../../src/lib/supabase/vault.ts';
import { lastDays } from '../../src/lib/statistics/range.ts';
import { volumeAccounts } from './volumeCounts.ts';

/**
 * The main reads of each store, made by the product's own data modules (src/lib/supabase) as the
 * role that makes them: the bench records the requests they send and runs those.
 */
export type Who = keyof typeof volumeAccounts;

export type QueryCase = {
	store: string;
	what: string;
	who: Who;
	call: (client: PortalClient) => Promise<unknown>;
};

const buyer = volumeAccounts.buyer.id;
const professional = volumeAccounts.professional.id;
const thread = '00000004-0000-4000-b000-000000000001';
const proForms = [1, 2, 3, 4, 5].map(
	(n) => `00000002-0000-4000-b000-${n.toString(16).padStart(12, '0')}`,
);
const month = lastDays(30);

export const queryCases: QueryCase[] = [
	{ store: 'account', what: 'perfil', who: 'buyer', call: (c) => fetchProfile(c, buyer) },
	{ store: 'notifications', what: 'campana (10)', who: 'buyer', call: (c) => fetchNotifications(c, buyer) },
	{ store: 'notificationsPanel', what: 'panel (50)', who: 'buyer', call: (c) => fetchNotifications(c, buyer, 50) },
	{ store: 'simulations', what: 'simulaciones guardadas', who: 'buyer', call: (c) => listSimulations(c, buyer) },
	{ store: 'valuation', what: 'valoraciones guardadas', who: 'buyer', call: (c) => listValuations(c, buyer) },
	{ store: 'application', what: 'solicitud', who: 'buyer', call: (c) => fetchApplicationProgress(c, buyer) },
	{ store: 'vault', what: 'documentos propios', who: 'buyer', call: (c) => fetchDocuments(c, buyer) },
	{ store: 'vault', what: 'registro de accesos', who: 'buyer', call: (c) => fetchAccessLog(c, buyer) },
	{ store: 'roleRequests', what: 'última solicitud de rol', who: 'buyer', call: (c) => fetchLatestRoleRequest(c, buyer) },
	{ store: 'support', what: 'consultas propias', who: 'buyer', call: (c) => fetchTickets(c, buyer) },
	{ store: 'supportThread', what: 'hilo de 500 mensajes', who: 'buyer', call: (c) => fetchTicketMessages(c, thread) },
	{ store: 'support', what: 'leídos', who: 'buyer', call: (c) => fetchTicketReads(c, buyer) },
	{ store: 'clientForm', what: 'formularios', who: 'professional', call: (c) => listShareForms(c, professional) },
	{ store: 'clientForm', what: 'clientes (25 + 1)', who: 'professional', call: (c) => listClientLeads(c, proForms, 26) },
	{ store: 'leads', what: 'contactos (500)', who: 'admin', call: (c) => listLeads(c) },
	{ store: 'leads', what: 'nuevos del mes', who: 'admin', call: (c) => listLeads(c, { status: 'nuevo', fromIso: `${month.from}T00:00:00Z` }) },
	{ store: 'admin', what: 'usuarios (50)', who: 'admin', call: (c) => listUsers(c) },
	{ store: 'admin', what: 'buscar usuario', who: 'admin', call: (c) => listUsers(c, { search: 'benítez' }) },
	{ store: 'admin', what: 'equipo', who: 'admin', call: (c) => listUsers(c, { role: 'admin', limit: 100 }) },
	{ store: 'support', what: 'bandeja (200)', who: 'admin', call: (c) => listInboxTickets(c) },
	{ store: 'support', what: 'bandeja abiertas', who: 'admin', call: (c) => listInboxTickets(c, { status: 'abierto' }) },
	{ store: 'vault', what: 'documentos (500)', who: 'admin', call: (c) => fetchAllDocuments(c) },
	{ store: 'applicationAdmin', what: 'solicitudes (200)', who: 'admin', call: (c) => listApplications(c) },
	{ store: 'roleRequests', what: 'pendientes', who: 'admin', call: (c) => listRoleRequests(c, 'pendiente') },
	{ store: 'aiCache', what: 'caché (100)', who: 'admin', call: (c) => listAiCache(c) },
	{ store: 'aiCache', what: 'buscar en caché', who: 'admin', call: (c) => listAiCache(c, 'cuota') },
	{ store: 'newsDrafts', what: 'borradores', who: 'admin', call: (c) => listNewsDrafts(c) },
	{ store: 'statistics', what: '30 días (5 funciones)', who: 'admin', call: (c) => fetchStatistics(c, month) },
	{ store: 'statistics', what: '366 días (5 funciones)', who: 'admin', call: (c) => fetchStatistics(c, lastDays(366)) },
]; // prettier-ignore
