import { memberCardAnswerSchema, memberCardPaths } from '../../api/member-card';
import { environment } from '../../lib/config';
import { request } from '../../lib/http';

/** The session member's card, or why there is none (beyond §7). */
export const fetchCard = () => request(memberCardPaths.card, { schema: memberCardAnswerSchema, session: true });

/** The card as a PDF, without the rotating code (a plain link: the browser downloads it with the session cookie). */
export const CARD_PDF_URL = `${environment.apiPrefix}${memberCardPaths.pdf}`;
