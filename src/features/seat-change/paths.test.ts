import { describe, expect, it } from 'vitest';
import { seatChanges } from '../../../stories/fixtures/seat-changes';
import { resumePath } from './paths';

describe('where a seat change picks up again', () => {
  it('goes to the seats of the area its new seats are in', () => {
    expect(resumePath(seatChanges.confirmed)).toBe('/abonado/cambio-asiento/seleccion-asiento?zona=203');
  });

  it('goes to the areas while no new seat is chosen', () => {
    const partners = seatChanges.confirmed.partners.map((partner) => ({ ...partner, nextSeat: null }));
    expect(resumePath({ partners })).toBe('/abonado/cambio-asiento/seleccion-sector');
  });
});
