import type { PageSeed } from './page-seed.ts';

/** English legal pages of the fictional Club Baloncesto Ribera (demo content). */
export const pagesEn: PageSeed[] = [
  {
    tag: 'aviso-legal',
    path: '/legal-notice',
    title: 'Legal notice',
    content: `<h2 id="owner">Website owner</h2>
<p>This website belongs to Club Baloncesto Ribera, S.A.D., registered office at Paseo del Río 12, 46010 Ribera, Spain, tax number A-00000000 (fictional demo data). You can reach the club at <a href="mailto:info@cbribera.example">info@cbribera.example</a> or on +34 960 000 000.</p>
<h2 id="terms">Terms of use</h2>
<p>Access to this website is free of charge and makes you a user, which means you accept these terms. Users agree to use the content properly and not for unlawful purposes or in bad faith.</p>
<ul>
  <li>Season passes and tickets bought on this site may not be resold.</li>
  <li>Login details for the members' area are personal and may not be shared.</li>
  <li>The club may suspend access temporarily for maintenance.</li>
</ul>
<h2 id="intellectual-property">Intellectual property</h2>
<p>The crest, team names, photographs and texts on this site belong to the club or its sponsors and are protected by intellectual and industrial property law. They may not be reproduced without express permission.</p>
<h2 id="liability">Liability</h2>
<p>The club is not liable for damage caused by service interruptions beyond its control, nor for the content of third-party sites linked from here, including those of its sponsors.</p>`,
  },
  {
    tag: 'politica-cookies',
    path: '/cookies-policy',
    title: 'Cookies policy',
    content: `<h2 id="what-are-cookies">What are cookies?</h2>
<p>Cookies are small files your browser stores when you visit a website. They let us remember your preferences and keep you signed in to the members' area.</p>
<h2 id="cookies-we-use">Cookies we use</h2>
<ul>
  <li><strong>sid</strong>: technical session cookie that identifies you in the private area. It expires when you log out or after 24 hours.</li>
  <li><strong>a360_lang</strong>: remembers your chosen language for 90 days.</li>
  <li><strong>a360_cookie_advice</strong>: kept in local storage so the cookie notice is not shown again.</li>
</ul>
<p>This site uses no advertising or third-party tracking cookies.</p>
<h2 id="managing-cookies">Managing cookies</h2>
<p>You can delete or block cookies in your browser settings. If you block the session cookie you will not be able to use the members' area.</p>`,
  },
  {
    tag: 'politica-privacidad',
    path: '/privacy-policy',
    title: 'Privacy policy',
    content: `<h2 id="controller">Data controller</h2>
<p>Club Baloncesto Ribera, S.A.D. processes the personal data of season-ticket holders, supporters and shareholders in order to manage their relationship with the club.</p>
<h2 id="purposes">Purposes</h2>
<ul>
  <li>Handling sign-up, renewal and seat changes of season passes.</li>
  <li>Processing payments and direct debits.</li>
  <li>Sending news about games and campaigns, if you have agreed to it.</li>
</ul>
<h2 id="retention">Retention</h2>
<p>Data is kept for as long as your relationship with the club lasts and afterwards for the periods required by tax and accounting law.</p>
<h2 id="your-rights">Your rights</h2>
<p>You may exercise your rights of access, rectification, erasure, objection, restriction and portability by writing to <a href="mailto:privacidad@cbribera.example">privacidad@cbribera.example</a>. You may also complain to the Spanish Data Protection Agency.</p>`,
  },
  {
    tag: 'proteccion-datos',
    path: '/data-protection',
    title: 'Data protection commitment',
    content: `<h2 id="commitment">Our commitment</h2>
<p>Our members' trust matters as much as every win on the court. That is why we apply technical and organisational measures to protect your personal data.</p>
<h2 id="measures">What we do</h2>
<ul>
  <li>Passwords are stored with a hashing algorithm designed to resist attacks.</li>
  <li>The private area is only ever reached over a secure connection.</li>
  <li>Only authorised staff of the members' office can see your data.</li>
</ul>
<h2 id="dpo">Data protection officer</h2>
<p>You can contact our data protection officer at <a href="mailto:dpd@cbribera.example">dpd@cbribera.example</a> with any question about how your data is handled.</p>`,
  },
  {
    tag: 'politica-transparencia',
    path: '/transparency-policy',
    title: 'Transparency policy',
    content: `<h2 id="principles">Principles</h2>
<p>Club Baloncesto Ribera publishes the financial and governance information that lets members, shareholders and public bodies see how the club is run.</p>
<h2 id="published-information">Published information</h2>
<ul>
  <li>Audited annual accounts for the last three seasons.</li>
  <li>Members of the board of directors.</li>
  <li>Grants and agreements signed with public administrations.</li>
</ul>
<h2 id="requests">Information requests</h2>
<p>If you need information that is not published, ask for it at <a href="mailto:transparencia@cbribera.example">transparencia@cbribera.example</a>. We answer within one month.</p>`,
  },
  {
    tag: 'canal-etico',
    path: '/ethics-channel',
    title: 'Ethics channel',
    content: `<h2 id="purpose">Purpose</h2>
<p>The ethics channel lets you report, in confidence, conduct that breaks the law or the club's code of ethics: fraud, harassment, discrimination, match fixing or doping.</p>
<h2 id="how-to-report">How to report</h2>
<ul>
  <li>By e-mail to <a href="mailto:canaletico@cbribera.example">canaletico@cbribera.example</a>.</li>
  <li>By post, for the attention of the compliance officer, Paseo del Río 12, 46010 Ribera, Spain.</li>
</ul>
<h2 id="safeguards">Safeguards</h2>
<p>Reports are handled confidentially and the club forbids any retaliation against anyone reporting in good faith. Anonymous reports are accepted.</p>`,
  },
];
