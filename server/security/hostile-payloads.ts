/**
 * Classic hostile text for every free-text field a member writes (issue 29, "bad input"): the
 * server test sends each through the API, the browser test shows the accepted ones on screen.
 * Each is refused with the field's 400 or stored verbatim (after the trim every text field does).
 *
 * The XSS payloads call alert/confirm/prompt, as their sources write them: the browser test
 * replaces those with a marker, so any of them that runs is seen.
 */
export interface HostilePayload {
  /** Short, unique: names the payload in test titles and in the values the browser test stores. */
  id: string;
  kind: 'xss' | 'sql' | 'template' | 'unicode' | 'other';
  text: string;
  source: string;
}

const OWASP_XSS = 'OWASP XSS Filter Evasion Cheat Sheet';
const PORTSWIGGER_XSS = 'PortSwigger XSS cheat sheet';
const PORTSWIGGER_SSTI = 'PortSwigger Web Security Academy, server-side template injection';
const OWASP_SQLI = 'OWASP Testing Guide, SQL injection (WSTG-INPV-05)';
const BLNS = 'Big List of Naughty Strings (minimaxir/big-list-of-naughty-strings)';

export const HOSTILE_PAYLOADS: readonly HostilePayload[] = [
  // Cross-site scripting: elements, event handlers, URLs, SVG, attribute breakouts, polyglots.
  { id: 'script-tag', kind: 'xss', text: '<script>alert(1)</script>', source: OWASP_XSS },
  { id: 'img-onerror', kind: 'xss', text: '<img src=x onerror=alert(1)>', source: OWASP_XSS },
  { id: 'svg-onload', kind: 'xss', text: '<svg onload=alert(1)>', source: PORTSWIGGER_XSS },
  { id: 'svg-script', kind: 'xss', text: '<svg><script>alert&#40;1&#41;</script></svg>', source: PORTSWIGGER_XSS },
  { id: 'details-ontoggle', kind: 'xss', text: '<details open ontoggle=confirm(1)>', source: PORTSWIGGER_XSS },
  { id: 'iframe-srcdoc', kind: 'xss', text: '<iframe srcdoc="<script>prompt(1)</script>">', source: PORTSWIGGER_XSS },
  { id: 'javascript-url', kind: 'xss', text: 'javascript:alert(1)', source: OWASP_XSS },
  { id: 'anchor-javascript', kind: 'xss', text: '<a href="javascript:alert(1)">x</a>', source: OWASP_XSS },
  { id: 'attr-break-double', kind: 'xss', text: '"><img src=x onerror=alert(1)>', source: OWASP_XSS },
  { id: 'attr-break-single', kind: 'xss', text: "' autofocus onfocus='alert(1)", source: PORTSWIGGER_XSS },
  { id: 'style-break', kind: 'xss', text: '</style><script>alert(1)</script>', source: OWASP_XSS },
  { id: 'mxss-math', kind: 'xss', text: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', source: 'PortSwigger research, mutation XSS in DOMPurify (2020)' },
  { id: 'encoded-entities', kind: 'xss', text: '&lt;script&gt;alert(1)&lt;/script&gt;', source: OWASP_XSS },
  { id: 'angular-sandbox', kind: 'xss', text: "{{constructor.constructor('alert(1)')()}}", source: PORTSWIGGER_XSS },
  {
    id: 'polyglot-0xsobky',
    kind: 'xss',
    text: 'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=alert() )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert()//>\\x3e',
    source: '0xsobky, "Unleashing an Ultimate XSS Polyglot" (longer than a short text: refused)',
  },
  { id: 'polyglot-short', kind: 'xss', text: '\'"--></style></script><svg onload=alert(1)>', source: PORTSWIGGER_XSS },
  // SQL injection.
  { id: 'sql-or', kind: 'sql', text: "' OR '1'='1", source: OWASP_SQLI },
  { id: 'sql-drop', kind: 'sql', text: "Robert'); DROP TABLE users;--", source: 'xkcd 327, "Exploits of a Mom"' },
  { id: 'sql-comment', kind: 'sql', text: "admin'--", source: OWASP_SQLI },
  { id: 'sql-sleep', kind: 'sql', text: "'||pg_sleep(3)||'", source: OWASP_SQLI },
  { id: 'sql-union', kind: 'sql', text: "' UNION SELECT password_hash FROM users--", source: OWASP_SQLI },
  { id: 'sql-placeholder', kind: 'sql', text: '$1 %s %n \\x00', source: BLNS },
  // Template and interpolation injection (server engines, and i18next's own syntax on the client).
  { id: 'ssti-mustache', kind: 'template', text: '{{7*7}}', source: PORTSWIGGER_SSTI },
  { id: 'ssti-dollar', kind: 'template', text: '${7*7}', source: PORTSWIGGER_SSTI },
  { id: 'ssti-erb', kind: 'template', text: '<%= 7*7 %>', source: PORTSWIGGER_SSTI },
  { id: 'ssti-hash', kind: 'template', text: '#{7*7}', source: PORTSWIGGER_SSTI },
  { id: 'i18next-nesting', kind: 'template', text: '$t(GENERIC.LOADING) {{- name}}', source: 'i18next documentation, nesting and unescaped interpolation' },
  // Unicode.
  { id: 'rtl-override', kind: 'unicode', text: 'Ana \u202Egnp.exe', source: `${BLNS}, right-to-left override (U+202E)` },
  { id: 'bidi-isolate', kind: 'unicode', text: 'Ana \u2067abc\u2069', source: 'Trojan Source (CVE-2021-42574), bidi isolates' },
  { id: 'zwj-family', kind: 'unicode', text: 'Familia 👨‍👩‍👧‍👦', source: `${BLNS}, emoji joined by U+200D` },
  { id: 'zero-width', kind: 'unicode', text: 'Pe\u200Bdro\u200C\u2060', source: `${BLNS}, zero-width characters` },
  { id: 'combining', kind: 'unicode', text: 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇', source: `${BLNS}, combining marks ("Zalgo")` },
  { id: 'emoji', kind: 'unicode', text: '🏀🔥 Núñez 🇪🇸', source: BLNS },
  { id: 'cjk', kind: 'unicode', text: '田中さんにあげて下さい', source: BLNS },
  { id: 'arabic', kind: 'unicode', text: 'مرحبا بالعالم', source: BLNS },
  { id: 'nul', kind: 'unicode', text: 'Ana\u0000María', source: `${BLNS}, NUL (PostgreSQL text cannot hold it)` },
  { id: 'control', kind: 'unicode', text: 'Ana\u0007\u001B[31mMaría', source: `${BLNS}, bell and an ANSI escape` },
  { id: 'newline', kind: 'unicode', text: 'Ana\r\nSet-Cookie: a=b', source: 'OWASP, CRLF injection' },
  { id: 'lone-surrogate', kind: 'unicode', text: 'Ana\uD800María', source: 'RFC 8259 §8.2: JSON may carry an unpaired surrogate' },
  { id: 'bom-inside', kind: 'unicode', text: 'Ana\uFEFFMaría', source: `${BLNS}, byte order mark` },
  { id: 'long-at-limit', kind: 'other', text: 'A'.repeat(120), source: 'the 120-character limit of a short text' },
  { id: 'long-over-limit', kind: 'other', text: 'Ñ'.repeat(121), source: 'the 120-character limit of a short text' },
  { id: 'long-huge', kind: 'other', text: 'x'.repeat(100_000), source: BLNS },
  // Other classics.
  { id: 'reserved-words', kind: 'other', text: 'null undefined NaN', source: `${BLNS}, reserved strings` },
  { id: 'proto', kind: 'other', text: '__proto__', source: 'prototype pollution (Snyk, OWASP)' },
  { id: 'path-traversal', kind: 'other', text: '../../../etc/passwd', source: 'OWASP, path traversal' },
  { id: 'format-string', kind: 'other', text: '%d %s %x %p %1$s', source: BLNS },
];

