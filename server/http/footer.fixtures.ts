import { FOOTER_TOKENS as T, type FooterTemplate } from '../../src/api/footer-template.ts';
import { legalLinkIds, socialNetworks, sponsorGroupIds } from '../../src/api/pages.ts';

const LEGAL_LABELS: Record<(typeof legalLinkIds)[number], string> = {
  legalNotice: 'Aviso legal',
  ethicalChannel: 'Canal ético',
  dataProtection: 'Compromiso de protección de datos',
  cookiesPolicy: 'Política de cookies',
  privacyPolicy: 'Política de privacidad',
  transparencyPolicy: 'Política de transparencia',
};

const LOADING = '<footer class="f"><div class="i"><span role="status">Cargando...</span><p>© 2026 Club</p></div></footer>';
const link = (label: string) => ({
  sitePath: `<li><a class="l" href="${T.url}" data-discover="true">${label}</a></li>`,
  external: `<li><a class="l" href="${T.url}" target="_blank" rel="noopener noreferrer">${label}</a></li>`,
});

/** A footer template shaped as the build writes it (src/app/prerender-footer.tsx), without a build. */
export function fakeFooterTemplate(): FooterTemplate {
  const before = `<footer class="f"><div class="i"><section><h2>Patrocinadores</h2><div class="g">`;
  const middle = `</div></section><address>${T.name} ${T.address} <a href="tel:${T.tel}">${T.phone}</a> <a href="mailto:${T.mail}">${T.mail}</a></address><nav><h2>Legal</h2><ul>`;
  const social = `</ul></nav><nav><h2>Síguenos</h2><ul>`;
  const after = `</ul></nav><p>© ${T.year} Club</p></div></footer>`;
  const group = (first: boolean, id: string) => {
    const open = `<div role="group"${first ? ' class="main"' : ''}><h3>${id}</h3><ul>`;
    return { markup: `${open}</ul></div>`, at: open.length };
  };
  return {
    loading: LOADING,
    empty: {
      markup: before + middle + social + after,
      sponsorsAt: before.length,
      legalAt: (before + middle).length,
      socialAt: (before + middle + social).length,
    },
    sponsorGroups: Object.fromEntries(sponsorGroupIds.map((id) => [id, { first: group(true, id), later: group(false, id) }])) as FooterTemplate['sponsorGroups'],
    sponsor: `<li><a href="${T.url}" target="_blank"><img src="${T.img}" alt="${T.alt}"></a></li>`,
    legalLinks: Object.fromEntries(legalLinkIds.map((id) => [id, link(LEGAL_LABELS[id])])) as FooterTemplate['legalLinks'],
    socialLinks: Object.fromEntries(socialNetworks.map((id) => [id, link(id)])) as FooterTemplate['socialLinks'],
  };
}

/** A prerendered page as the build writes it: the footer still loading, the page's state at the end. */
export function fakePrerenderedPage(title: string): string {
  const state = { language: 'es', loaderData: { '0': null }, app: { entry: '/assets/index-abc.js', prefetch: [] } };
  return `<!doctype html><html lang="es"><head><title>${title}</title></head>
<body><div id="root"><main><h1>${title}</h1></main>${LOADING}</div>
<script type="application/json" id="prerender-state">${JSON.stringify(state)}</script>
</body></html>`;
}
