/**
 * The home sections the campaign menu scrolls to, in menu order (spec §2, campaign menu).
 * `id` is the element id on the home page (and the URL hash); `labelKey` the menu text.
 */
export const HOME_SECTIONS = [
  { id: 'ventajas', labelKey: 'CAMPAIGN_MENU.ADVANTAGES' },
  { id: 'tipos-de-abono', labelKey: 'CAMPAIGN_MENU.PASS_TYPES' },
  { id: 'abono-femenino', labelKey: 'CAMPAIGN_MENU.WOMENS_PASS' },
  { id: 'testimonios', labelKey: 'CAMPAIGN_MENU.TESTIMONIALS' },
  { id: 'calendario', labelKey: 'CAMPAIGN_MENU.CALENDAR' },
  { id: 'faqs', labelKey: 'CAMPAIGN_MENU.FAQS' },
  { id: 'contacto', labelKey: 'CAMPAIGN_MENU.CONTACT' },
] as const;

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];

/** Spec §9: the menu waits this long after navigating home before it scrolls. */
export const MENU_SCROLL_DELAY_MS = 100;
