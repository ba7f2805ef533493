import type { Information, SponsorGroupId } from '../../../src/api/pages.ts';

type SponsorSeed = Information['sponsors'][SponsorGroupId][number] & { group: SponsorGroupId };

const sponsor = (group: SponsorGroupId, id: string, alt: string, url: string): SponsorSeed => ({
  group,
  id,
  url,
  img: `/img/sponsors/${id}.svg`,
  alt,
});

/** At least one sponsor per group; logos live in public/img/sponsors/<id>.svg. Fictional brands. */
export const sponsorSeeds: SponsorSeed[] = [
  sponsor('mainSponsor', 'caja-ribera', 'Caja Rural Ribera', 'https://www.cajaruralribera.example/'),
  sponsor('secondSponsors', 'embou', 'Embou Telecom', 'https://www.embou.example/'),
  sponsor('secondSponsors', 'aguas-del-valle', 'Aguas del Valle', 'https://www.aguasdelvalle.example/'),
  sponsor('institutions', 'ayuntamiento-ribera', 'Ayuntamiento de Ribera', 'https://www.ribera.example/'),
  sponsor('institutions', 'diputacion-ribera', 'Diputación de Ribera', 'https://www.dipuribera.example/'),
  sponsor('sponsors', 'frutas-la-huerta', 'Frutas La Huerta', 'https://www.frutaslahuerta.example/'),
  sponsor('officialSuppliers', 'canasta-sport', 'Canasta Sport, equipación oficial', 'https://www.canastasport.example/'),
  sponsor('collaborators', 'fundacion-ribera', 'Fundación Ribera Solidaria', 'https://www.fundacionribera.example/'),
  sponsor('media', 'radio-ribera', 'Radio Ribera', 'https://www.radioribera.example/'),
  sponsor('clubCompaniesSponsor', 'empresas-ribera', 'Club de Empresas Ribera', 'https://empresas.cbribera.example/'),
];

export const contactSeed: Information['contact'] = {
  name: 'Club Baloncesto Ribera',
  address: 'Pabellón Ribera Arena, Paseo del Río 12, 46010 Ribera',
  phone: '+34 960 000 000',
  mail: 'abonos@cbribera.example',
};

/** Paths of the Spanish content pages; the client maps them to the page of the current language. */
export const legalLinkSeeds: Information['legalLinks'] = [
  { id: 'legalNotice', url: '/aviso-legal' },
  { id: 'ethicalChannel', url: '/canal-etico' },
  { id: 'dataProtection', url: '/proteccion-datos' },
  { id: 'cookiesPolicy', url: '/politica-cookies' },
  { id: 'privacyPolicy', url: '/politica-privacidad' },
  { id: 'transparencyPolicy', url: '/politica-transparencia' },
];

export const socialLinkSeeds: Information['socialLinks'] = [
  { id: 'facebook', url: 'https://www.facebook.com/cbribera.example' },
  { id: 'twitter', url: 'https://twitter.com/cbribera_example' },
  { id: 'instagram', url: 'https://www.instagram.com/cbribera.example/' },
  { id: 'tiktok', url: 'https://www.tiktok.com/@cbribera.example' },
  { id: 'youtube', url: 'https://www.youtube.com/@cbribera-example' },
  { id: 'flickr', url: 'https://www.flickr.com/photos/cbribera-example/' },
  { id: 'linkedin', url: 'https://www.linkedin.com/company/cbribera-example/' },
];
