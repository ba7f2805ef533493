import type { PageSeed } from './page-seed.ts';

/** French legal pages of the fictional Club Baloncesto Ribera (demo content). */
export const pagesFr: PageSeed[] = [
  {
    tag: 'aviso-legal',
    path: '/mentions-legales',
    title: 'Mentions légales',
    content: `<h2 id="editeur">Éditeur du site</h2>
<p>Ce site appartient à Club Baloncesto Ribera, S.A.D., dont le siège social est situé Paseo del Río 12, 46010 Ribera, Espagne, numéro fiscal A-00000000 (données fictives de démonstration). Vous pouvez joindre le club à <a href="mailto:info@cbribera.example">info@cbribera.example</a> ou au +34 960 000 000.</p>
<h2 id="conditions">Conditions d'utilisation</h2>
<p>L'accès à ce site est gratuit et confère la qualité d'utilisateur, ce qui implique l'acceptation des présentes conditions. L'utilisateur s'engage à faire un usage loyal des contenus et à ne pas les employer à des fins illicites.</p>
<ul>
  <li>Les abonnements et billets achetés sur ce site ne peuvent pas être revendus.</li>
  <li>Les identifiants de l'espace abonné sont personnels et incessibles.</li>
  <li>Le club peut suspendre temporairement l'accès pour maintenance.</li>
</ul>
<h2 id="propriete-intellectuelle">Propriété intellectuelle</h2>
<p>L'écusson, les noms des équipes, les photographies et les textes de ce site appartiennent au club ou à ses partenaires et sont protégés par le droit de la propriété intellectuelle. Toute reproduction sans autorisation expresse est interdite.</p>
<h2 id="responsabilite">Responsabilité</h2>
<p>Le club n'est pas responsable des dommages liés à des interruptions de service indépendantes de sa volonté, ni du contenu des sites tiers vers lesquels il renvoie, y compris ceux de ses partenaires.</p>`,
  },
  {
    tag: 'politica-cookies',
    path: '/politique-cookies',
    title: 'Politique relative aux cookies',
    content: `<h2 id="definition">Qu'est-ce qu'un cookie ?</h2>
<p>Un cookie est un petit fichier que votre navigateur enregistre lorsque vous visitez un site. Il permet de mémoriser vos préférences et de garder votre session ouverte dans l'espace abonné.</p>
<h2 id="cookies-utilises">Cookies utilisés</h2>
<ul>
  <li><strong>sid</strong> : cookie technique de session, nécessaire pour vous identifier dans l'espace privé. Il expire à la déconnexion ou au bout de 24 heures.</li>
  <li><strong>a360_lang</strong> : mémorise la langue choisie pendant 90 jours.</li>
  <li><strong>a360_cookie_advice</strong> : conservé dans le stockage local pour ne plus afficher le bandeau cookies.</li>
</ul>
<p>Ce site n'utilise aucun cookie publicitaire ni de suivi tiers.</p>
<h2 id="gestion">Gérer les cookies</h2>
<p>Vous pouvez supprimer ou bloquer les cookies dans les réglages de votre navigateur. Si vous bloquez le cookie de session, l'espace abonné ne sera plus accessible.</p>`,
  },
  {
    tag: 'politica-privacidad',
    path: '/politique-confidentialite',
    title: 'Politique de confidentialité',
    content: `<h2 id="responsable">Responsable du traitement</h2>
<p>Club Baloncesto Ribera, S.A.D. traite les données personnelles des abonnés, sympathisants et actionnaires afin de gérer leur relation avec le club.</p>
<h2 id="finalites">Finalités</h2>
<ul>
  <li>Gérer l'adhésion, le renouvellement et le changement de place des abonnements.</li>
  <li>Traiter les paiements et les prélèvements bancaires.</li>
  <li>Envoyer des informations sur les matchs et les campagnes, si vous l'avez accepté.</li>
</ul>
<h2 id="conservation">Conservation</h2>
<p>Les données sont conservées pendant toute la relation avec le club, puis pendant les délais imposés par les obligations fiscales et comptables.</p>
<h2 id="droits">Vos droits</h2>
<p>Vous pouvez exercer vos droits d'accès, de rectification, d'effacement, d'opposition, de limitation et de portabilité en écrivant à <a href="mailto:privacidad@cbribera.example">privacidad@cbribera.example</a>. Vous pouvez aussi saisir l'autorité espagnole de protection des données.</p>`,
  },
  {
    tag: 'proteccion-datos',
    path: '/protection-donnees',
    title: 'Engagement de protection des données',
    content: `<h2 id="engagement">Notre engagement</h2>
<p>La confiance de nos abonnés compte autant que chaque victoire sur le terrain. C'est pourquoi nous appliquons des mesures techniques et organisationnelles pour protéger vos données personnelles.</p>
<h2 id="mesures">Nos mesures</h2>
<ul>
  <li>Les mots de passe sont stockés au moyen d'un algorithme de hachage résistant aux attaques.</li>
  <li>L'espace privé n'est accessible que par une connexion sécurisée.</li>
  <li>Seul le personnel autorisé du bureau des abonnés accède à vos données.</li>
</ul>
<h2 id="dpo">Délégué à la protection des données</h2>
<p>Vous pouvez contacter notre délégué à la protection des données à <a href="mailto:dpd@cbribera.example">dpd@cbribera.example</a> pour toute question sur le traitement de vos données.</p>`,
  },
  {
    tag: 'politica-transparencia',
    path: '/politique-transparence',
    title: 'Politique de transparence',
    content: `<h2 id="principes">Principes</h2>
<p>Club Baloncesto Ribera publie les informations financières et de gouvernance qui permettent aux abonnés, aux actionnaires et aux institutions de savoir comment le club est géré.</p>
<h2 id="informations">Informations publiées</h2>
<ul>
  <li>Comptes annuels audités des trois dernières saisons.</li>
  <li>Composition du conseil d'administration.</li>
  <li>Subventions et conventions signées avec les administrations publiques.</li>
</ul>
<h2 id="demandes">Demandes d'information</h2>
<p>Si vous avez besoin d'une information non publiée, demandez-la à <a href="mailto:transparencia@cbribera.example">transparencia@cbribera.example</a>. Nous répondons sous un mois.</p>`,
  },
  {
    tag: 'canal-etico',
    path: '/canal-ethique',
    title: 'Canal éthique',
    content: `<h2 id="objet">Objet du canal</h2>
<p>Le canal éthique permet de signaler, en toute confidentialité, des comportements contraires à la loi ou au code éthique du club : fraude, harcèlement, discrimination, matchs truqués ou dopage.</p>
<h2 id="signaler">Comment signaler</h2>
<ul>
  <li>Par courriel à <a href="mailto:canaletico@cbribera.example">canaletico@cbribera.example</a>.</li>
  <li>Par courrier, à l'attention du responsable de la conformité, Paseo del Río 12, 46010 Ribera, Espagne.</li>
</ul>
<h2 id="garanties">Garanties</h2>
<p>Les signalements sont traités de manière confidentielle et le club interdit toute mesure de représailles contre les personnes agissant de bonne foi. Les signalements anonymes sont acceptés.</p>`,
  },
];
