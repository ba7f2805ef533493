import type { PageSeed } from './page-seed.ts';

/** Spanish legal pages of the fictional Club Baloncesto Ribera (demo content). */
export const pagesEs: PageSeed[] = [
  {
    tag: 'aviso-legal',
    path: '/aviso-legal',
    title: 'Aviso legal',
    content: `<h2 id="titular">Titular del sitio web</h2>
<p>Este sitio web es propiedad de Club Baloncesto Ribera, S.A.D., con domicilio social en Paseo del Río 12, 46010 Ribera, inscrita en el Registro Mercantil con el CIF A-00000000 (datos ficticios de demostración). Puede contactar con el club en <a href="mailto:info@cbribera.example">info@cbribera.example</a> o en el teléfono +34 960 000 000.</p>
<h2 id="condiciones">Condiciones de uso</h2>
<p>El acceso a este sitio web es gratuito y atribuye la condición de usuario, lo que implica la aceptación de las presentes condiciones. El usuario se compromete a hacer un uso adecuado de los contenidos y a no emplearlos para actividades ilícitas o contrarias a la buena fe.</p>
<ul>
  <li>No está permitido revender abonos ni entradas adquiridos a través de este sitio.</li>
  <li>Las credenciales de acceso al área de abonados son personales e intransferibles.</li>
  <li>El club puede suspender temporalmente el acceso por tareas de mantenimiento.</li>
</ul>
<h2 id="propiedad-intelectual">Propiedad intelectual</h2>
<p>El escudo, los nombres de los equipos, las fotografías y los textos de este sitio pertenecen al club o a sus patrocinadores y están protegidos por la normativa de propiedad intelectual e industrial. Queda prohibida su reproducción sin autorización expresa.</p>
<h2 id="responsabilidad">Responsabilidad</h2>
<p>El club no se hace responsable de los daños derivados de interrupciones del servicio ajenas a su control ni del contenido de los sitios enlazados de terceros, incluidos los de sus patrocinadores.</p>`,
  },
  {
    tag: 'politica-cookies',
    path: '/politica-cookies',
    title: 'Política de cookies',
    content: `<h2 id="que-son">¿Qué son las cookies?</h2>
<p>Las cookies son pequeños archivos que el navegador guarda cuando visita un sitio web. Permiten recordar sus preferencias y mantener abierta su sesión en el área de abonados.</p>
<h2 id="cookies-usadas">Cookies que utilizamos</h2>
<ul>
  <li><strong>sid</strong>: cookie técnica de sesión, necesaria para identificarle en el área privada. Caduca al cerrar la sesión o a las 24 horas.</li>
  <li><strong>a360_lang</strong>: recuerda el idioma elegido durante 90 días.</li>
  <li><strong>a360_cookie_advice</strong>: se guarda en el almacenamiento local para no volver a mostrar el aviso de cookies.</li>
</ul>
<p>Este sitio no utiliza cookies publicitarias ni de seguimiento de terceros.</p>
<h2 id="gestion">Cómo gestionarlas</h2>
<p>Puede eliminar o bloquear las cookies desde la configuración de su navegador. Si bloquea la cookie de sesión no podrá acceder al área de abonados.</p>`,
  },
  {
    tag: 'politica-privacidad',
    path: '/politica-privacidad',
    title: 'Política de privacidad',
    content: `<h2 id="responsable">Responsable del tratamiento</h2>
<p>Club Baloncesto Ribera, S.A.D. trata los datos personales de abonados, simpatizantes y accionistas con la finalidad de gestionar su relación con el club.</p>
<h2 id="finalidades">Finalidades</h2>
<ul>
  <li>Gestionar el alta, la renovación y el cambio de asiento de los abonos.</li>
  <li>Tramitar los pagos y las domiciliaciones bancarias.</li>
  <li>Enviar comunicaciones sobre partidos y campañas, si lo ha autorizado.</li>
</ul>
<h2 id="conservacion">Conservación</h2>
<p>Los datos se conservan mientras dure la relación con el club y, después, durante los plazos legales de prescripción de las obligaciones fiscales y contables.</p>
<h2 id="derechos">Sus derechos</h2>
<p>Puede ejercer los derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a <a href="mailto:privacidad@cbribera.example">privacidad@cbribera.example</a>. También puede reclamar ante la Agencia Española de Protección de Datos.</p>`,
  },
  {
    tag: 'proteccion-datos',
    path: '/proteccion-datos',
    title: 'Compromiso de protección de datos',
    content: `<h2 id="compromiso">Nuestro compromiso</h2>
<p>La confianza de nuestros abonados es tan importante como cada victoria en la pista. Por eso aplicamos medidas técnicas y organizativas para proteger sus datos personales.</p>
<h2 id="medidas">Medidas que aplicamos</h2>
<ul>
  <li>Las contraseñas se guardan cifradas con un algoritmo resistente a ataques.</li>
  <li>El acceso al área privada se realiza siempre mediante conexión segura.</li>
  <li>Solo el personal autorizado de la oficina del abonado accede a sus datos.</li>
</ul>
<h2 id="delegado">Delegado de protección de datos</h2>
<p>Puede dirigirse a nuestro delegado de protección de datos en <a href="mailto:dpd@cbribera.example">dpd@cbribera.example</a> para cualquier consulta sobre el tratamiento de sus datos.</p>`,
  },
  {
    tag: 'politica-transparencia',
    path: '/politica-transparencia',
    title: 'Política de transparencia',
    content: `<h2 id="principios">Principios</h2>
<p>Club Baloncesto Ribera publica la información económica y de gobierno que permite a abonados, accionistas e instituciones conocer cómo se gestiona el club.</p>
<h2 id="informacion">Información disponible</h2>
<ul>
  <li>Cuentas anuales auditadas de las tres últimas temporadas.</li>
  <li>Composición del consejo de administración.</li>
  <li>Subvenciones y convenios firmados con administraciones públicas.</li>
</ul>
<h2 id="solicitudes">Solicitudes de información</h2>
<p>Si necesita información que no esté publicada, puede solicitarla en <a href="mailto:transparencia@cbribera.example">transparencia@cbribera.example</a>. Responderemos en un plazo máximo de un mes.</p>`,
  },
  {
    tag: 'canal-etico',
    path: '/canal-etico',
    title: 'Canal ético',
    content: `<h2 id="finalidad">Finalidad del canal</h2>
<p>El canal ético permite comunicar, de forma confidencial, conductas contrarias a la ley o al código ético del club: fraude, acoso, discriminación, amaños o dopaje.</p>
<h2 id="como-comunicar">Cómo comunicar</h2>
<ul>
  <li>Por correo electrónico a <a href="mailto:canaletico@cbribera.example">canaletico@cbribera.example</a>.</li>
  <li>Por correo postal a la atención del responsable de cumplimiento, Paseo del Río 12, 46010 Ribera.</li>
</ul>
<h2 id="garantias">Garantías</h2>
<p>Las comunicaciones se tratan con confidencialidad y el club prohíbe cualquier represalia contra quien informe de buena fe. Se admiten comunicaciones anónimas.</p>`,
  },
];
