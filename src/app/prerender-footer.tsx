/**
 * The footer template (see api/footer-template): the shell's footer rendered at build time with
 * tokens for its data, once per piece the server puts together. Each piece is found as the
 * difference between two renders, so the template follows FooterView's markup without knowing it.
 */
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { FOOTER_TOKENS as T, type FooterLinkMarkup, type FooterSlot, type FooterTemplate } from '../api/footer-template';
import { legalLinkIds, socialNetworks, sponsorGroupIds, type Information, type Sponsor, type SponsorGroupId } from '../api/pages';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '../lib/i18n';
import { FooterView, type FooterState } from './shell/Footer';

const YEAR = 1999; // written by the server (the year it serves the page in)

/** The footer's markup as FooterView renders it (exported for the test that checks the template against it). */
export function renderFooter(state: FooterState, year: number, i18n: I18n = appI18n): string {
  // renderToString, not renderToStaticMarkup: the markup the app hydrates keeps the marks between adjacent texts.
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/">
        <FooterView state={state} year={year} />
      </StaticRouter>
    </I18nextProvider>,
  );
}

function render(state: FooterState, i18n: I18n): string {
  return renderFooter(state, YEAR, i18n).replaceAll(String(YEAR), T.year).replaceAll(`tel:${T.phone}`, `tel:${T.tel}`);
}

const noSponsors = () => Object.fromEntries(sponsorGroupIds.map((id) => [id, []])) as unknown as Information['sponsors'];
const EMPTY: Information = {
  sponsors: noSponsors(),
  contact: { name: T.name, address: T.address, phone: T.phone, mail: T.mail },
  legalLinks: [],
  socialLinks: [],
};
const SPONSOR: Sponsor = { id: 'sponsor', url: T.url, img: T.img, alt: T.alt };

/** Where `larger` is `smaller` with one piece of markup added, and that piece; throws when it is not. */
function insertion(smaller: string, larger: string): FooterSlot {
  const added = larger.length - smaller.length;
  let at = 0;
  while (at < smaller.length && smaller[at] === larger[at]) at += 1;
  // Two pieces that start alike ("<li>", "</ul>") meet after their first characters: step back to the tag's start.
  while (at > 0 && larger[at] !== '<' && larger[at - 1] === larger[at - 1 + added]) at -= 1;
  const markup = larger.slice(at, at + added);
  if (!markup.startsWith('<') || smaller.slice(at) !== larger.slice(at + added)) {
    throw new Error('The footer changed in more than one place: its template cannot be made');
  }
  return { markup, at };
}

/** A group's markup without its items, and where they go: from renders with one and two sponsors. */
function groupSlot(base: string, withOne: string, withTwo: string): FooterSlot {
  const group = insertion(base, withOne);
  const item = insertion(withOne, withTwo);
  const at = item.at - group.at - item.markup.length;
  return { markup: group.markup.slice(0, at) + group.markup.slice(at + item.markup.length), at };
}

/** The template, in the language `i18n` is set to (the prerendered pages'). */
export function renderFooterTemplate(i18n: I18n = appI18n): FooterTemplate {
  const loaded = (changes: Partial<Information>) => render({ status: 'loaded', information: { ...EMPTY, ...changes } }, i18n);
  const withSponsors = (groups: Partial<Record<SponsorGroupId, Sponsor[]>>) => loaded({ sponsors: { ...noSponsors(), ...groups } });
  const empty = loaded({});
  const linkMarkup = (kind: 'legalLinks' | 'socialLinks', id: string): FooterLinkMarkup => {
    const item = (url: string) => insertion(empty, loaded({ [kind]: [{ id, url }] })).markup;
    return { sitePath: item(`/${T.url}`).replace(`/${T.url}`, T.url), external: item(T.url) };
  };
  const sponsorsAt = insertion(empty, withSponsors({ sponsors: [SPONSOR] })).at;
  const legalAt = insertion(empty, loaded({ legalLinks: [{ id: 'legalNotice', url: T.url }] })).at;
  const socialAt = insertion(empty, loaded({ socialLinks: [{ id: 'facebook', url: T.url }] })).at;
  if (!(sponsorsAt <= legalAt && legalAt <= socialAt)) throw new Error('The footer no longer shows sponsors, legal and social links in that order');
  const firstOnly = withSponsors({ mainSponsor: [SPONSOR] });
  const sponsorGroups = Object.fromEntries(
    sponsorGroupIds.map((id) => {
      const first = groupSlot(empty, withSponsors({ [id]: [SPONSOR] }), withSponsors({ [id]: [SPONSOR, SPONSOR] }));
      const later =
        id === 'mainSponsor'
          ? first // always the first group shown
          : groupSlot(firstOnly, withSponsors({ mainSponsor: [SPONSOR], [id]: [SPONSOR] }), withSponsors({ mainSponsor: [SPONSOR], [id]: [SPONSOR, SPONSOR] }));
      return [id, { first, later }];
    }),
  ) as FooterTemplate['sponsorGroups'];
  return {
    loading: renderFooter({ status: 'loading' }, new Date().getFullYear(), i18n),
    empty: { markup: empty, sponsorsAt, legalAt, socialAt },
    sponsorGroups,
    sponsor: insertion(withSponsors({ sponsors: [SPONSOR] }), withSponsors({ sponsors: [SPONSOR, SPONSOR] })).markup,
    legalLinks: Object.fromEntries(legalLinkIds.map((id) => [id, linkMarkup('legalLinks', id)])) as FooterTemplate['legalLinks'],
    socialLinks: Object.fromEntries(socialNetworks.map((id) => [id, linkMarkup('socialLinks', id)])) as FooterTemplate['socialLinks'],
  };
}
