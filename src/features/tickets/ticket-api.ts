import useSWR from 'swr';
import { ticketsEndpoints, type Ticket } from '../../api/tickets';
import { call, callPath } from '../../lib/call';
import { environment } from '../../lib/config';

/**
 * The buyer's tickets, apart from the purchase's calls: the ticket page works offline, and its
 * code should not carry the purchase contracts.
 */

/** GET tickets: the buyer's tickets. */
export function useMyTickets() {
  return useSWR<Ticket[], unknown>(callPath(ticketsEndpoints.tickets), () => call(ticketsEndpoints.tickets));
}

/** GET tickets/:id, once (the ticket page keeps it on the device). */
export const fetchTicket = (id: number) => call(ticketsEndpoints.ticket, { params: { id } });

/** The ticket as a PDF, without the code (a plain link: the browser downloads it with the session cookie). */
export const ticketPdfUrl = (id: number) => `${environment.apiPrefix}${callPath(ticketsEndpoints.ticketPdf, { params: { id } })}`;
