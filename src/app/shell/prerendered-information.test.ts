import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDER_STATE_ID } from '../hydration';
import { prerenderedInformation } from './prerendered-information';

const information = {
  sponsors: { mainSponsor: [], secondSponsors: [], institutions: [], sponsors: [], officialSuppliers: [], collaborators: [], media: [], clubCompaniesSponsor: [] },
  contact: { name: 'Club', address: 'Calle Mayor 1', phone: '960 000 000', mail: 'club@example.com' },
  legalLinks: [{ id: 'legalNotice', url: '/aviso-legal' }],
  socialLinks: [],
};

function pageState(state: object) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PRERENDER_STATE_ID;
  script.textContent = JSON.stringify(state);
  document.body.append(script);
}

afterEach(() => document.getElementById(PRERENDER_STATE_ID)?.remove());

describe("the footer's data a prerendered page came with", () => {
  it('is what the server wrote into the page state', () => {
    pageState({ language: 'es', loaderData: {}, information });
    expect(prerenderedInformation()).toEqual(information);
  });

  it('is none when the page has none or it does not fit the contract (the footer then asks the API)', () => {
    expect(prerenderedInformation()).toBeUndefined();
    pageState({ language: 'es', loaderData: {}, information: { ...information, legalLinks: [{ id: 'legalNotice', url: 'javascript:alert(1)' }] } });
    expect(prerenderedInformation()).toBeUndefined();
  });
});
