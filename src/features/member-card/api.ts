import { memberCardEndpoints } from '../../api/member-card';
import { call, callPath } from '../../lib/call';
import { environment } from '../../lib/config';

/** The session member's card, or why there is none (beyond §7). */
export const fetchCard = () => call(memberCardEndpoints.card);

/** The card as a PDF, without the rotating code (a plain link: the browser downloads it with the session cookie). */
export const CARD_PDF_URL = `${environment.apiPrefix}${callPath(memberCardEndpoints.pdf)}`;
