import { describe, expect, it } from 'vitest';
import { assembleFooter, safeInformation } from '../api/footer-template';
import type { Information } from '../api/pages';
import { spanishI18n } from '../test/i18n';
import { renderFooter, renderFooterTemplate } from './prerender-footer';

const HOSTILE = `"><script>alert(1)</script>&'`;
const sponsor = (id: string, alt = `Patrocinador ${id}`) => ({ id, url: `https://${id}.example/`, img: `/logos/${id}.png`, alt });

/** Data as the CMS's tables may hold it: several groups (the first empty), both kinds of links, hostile text. */
const information: Information = {
  sponsors: {
    mainSponsor: [],
    secondSponsors: [sponsor('uno'), sponsor('dos', HOSTILE)],
    institutions: [],
    sponsors: [sponsor('tres')],
    officialSuppliers: [],
    collaborators: [{ ...sponsor('cuatro'), url: `https://x.example/"onmouseover="alert(1)` }],
    media: [],
    clubCompaniesSponsor: [sponsor('cinco')],
  },
  contact: { name: `Club ${HOSTILE}`, address: 'Calle Mayor 1, Ribera', phone: '+34 960 000 000', mail: 'club@example.com' },
  legalLinks: [
    { id: 'privacyPolicy', url: '/politica-privacidad' },
    { id: 'legalNotice', url: '/aviso-legal' },
    { id: 'ethicalChannel', url: 'https://canal.example/?a=1&b=2' },
  ],
  socialLinks: [
    { id: 'instagram', url: 'https://instagram.example/club' },
    { id: 'facebook', url: '/redes' },
  ],
};

describe('the footer template', () => {
  const i18n = spanishI18n();
  const template = renderFooterTemplate(i18n);

  it('put together with any data, is the markup the app renders for it (the page hydrates unchanged)', () => {
    expect(assembleFooter(template, information, 2031)).toBe(renderFooter({ status: 'loaded', information }, 2031, i18n));
  });

  it('with no sponsors and no links too', () => {
    const bare = { ...information, sponsors: { ...information.sponsors, secondSponsors: [], sponsors: [], collaborators: [], clubCompaniesSponsor: [] }, legalLinks: [], socialLinks: [] };
    expect(assembleFooter(template, bare, 2031)).toBe(renderFooter({ status: 'loaded', information: bare }, 2031, i18n));
  });

  it('keeps hostile text as text and drops links that are not http(s) or a site path', () => {
    const hostile = { ...information, legalLinks: [{ id: 'legalNotice' as const, url: 'javascript:alert(1)' }, ...information.legalLinks] };
    const footer = assembleFooter(template, safeInformation(hostile), 2031);
    expect(footer).not.toMatch(/<script|javascript:|"onmouseover/);
    expect(footer).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;&#x27;');
    expect(footer.match(/href="\/aviso-legal"/g)).toHaveLength(1);
  });
});
