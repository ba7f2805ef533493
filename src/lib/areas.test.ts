import { describe, expect, it } from 'vitest';
import type { AreaGroup, AreaPrice } from '../api';
import { areaPrice, isOffered, offeredAreas, priceFilterOptions, pricesForRoles } from './areas';

const ADULT = 1;
const GOLD = 2;
const JUNIOR = 6;

const price = (euros: number, rolls: number[], junior = false): AreaPrice => ({ price: euros, junior, rolls });

function area(id: number, name: string, prices: AreaPrice[], available = 10): AreaGroup {
  return { level: 'AREA', id, parentId: 1, name, available, prices, shape: [] };
}

const tribuna = area(101, 'Tribuna A', [price(300, [ADULT]), price(250, [GOLD]), price(150, [JUNIOR], true)]);
const fondo = area(102, 'Fondo norte', [price(200, [ADULT, GOLD]), price(100, [JUNIOR], true)]);
const lateral = area(103, 'Lateral', [price(200, [ADULT])]);
const anfiteatro = area(104, 'Anfiteatro', [price(320, [ADULT])]);
const soldOut = area(105, 'Palco', [price(500, [ADULT])], 0);
const juniorOnly = area(106, 'Grada joven', [price(90, [JUNIOR], true)]);

describe('pricesForRoles', () => {
  it('keeps only the prices of the given roles', () => {
    expect(pricesForRoles(tribuna, [GOLD])).toEqual([price(250, [GOLD])]);
    expect(pricesForRoles(tribuna, [ADULT, JUNIOR])).toEqual([price(300, [ADULT]), price(150, [JUNIOR], true)]);
    expect(pricesForRoles(tribuna, [])).toEqual([]);
  });
});

describe('areaPrice', () => {
  it.each([
    ['one role', tribuna, [ADULT], 300],
    ['the lowest of several roles', tribuna, [ADULT, GOLD], 250],
    ['an adult price over a cheaper junior one', tribuna, [ADULT, JUNIOR], 300],
    ['a junior price when the area has only that for the roles', tribuna, [JUNIOR], 150],
    ['no price for the roles', juniorOnly, [ADULT], null],
  ] as const)('%s', (_, item, roles, expected) => {
    expect(areaPrice(item, roles)).toBe(expected);
  });
});

describe('isOffered (§5)', () => {
  it.each([
    ['available and priced', lateral, [ADULT], true],
    ['no seat available', soldOut, [ADULT], false],
    ['no price for the roles', juniorOnly, [ADULT, GOLD], false],
    ['no price at all', area(107, 'Sin precio', []), [ADULT], false],
  ] as const)('%s', (_, item, roles, expected) => {
    expect(isOffered(item, roles)).toBe(expected);
  });
});

describe('priceFilterOptions (§5: junior prices out)', () => {
  it('lists the distinct non-junior prices of the offered areas, ascending', () => {
    const areas = [tribuna, fondo, lateral, anfiteatro, soldOut, juniorOnly];
    expect(priceFilterOptions(areas, [ADULT, JUNIOR])).toEqual([200, 300, 320]);
    expect(priceFilterOptions(areas, [GOLD])).toEqual([200, 250]);
    expect(priceFilterOptions(areas, [JUNIOR])).toEqual([]);
  });
});

describe('offeredAreas (§4: price ascending, ties by name)', () => {
  const areas = [tribuna, lateral, fondo, anfiteatro, soldOut, juniorOnly];
  const names = (query: Parameters<typeof offeredAreas>[1]) => offeredAreas(areas, query).map(({ area: item, price: euros }) => `${item.name} ${euros}`);

  it('orders by price ascending by default, ties by name, leaving out what is not offered', () => {
    expect(names({ roles: [ADULT] })).toEqual(['Fondo norte 200', 'Lateral 200', 'Tribuna A 300', 'Anfiteatro 320']);
  });

  it('orders by price descending, ties still by name', () => {
    expect(names({ roles: [ADULT], order: 'price-desc' })).toEqual(['Anfiteatro 320', 'Tribuna A 300', 'Fondo norte 200', 'Lateral 200']);
  });

  it('orders by name', () => {
    expect(names({ roles: [ADULT], order: 'name' })).toEqual(['Anfiteatro 320', 'Fondo norte 200', 'Lateral 200', 'Tribuna A 300']);
  });

  it('filters to a price range, both ends included, either end open', () => {
    expect(names({ roles: [ADULT], range: { min: 200, max: 200 } })).toEqual(['Fondo norte 200', 'Lateral 200']);
    expect(names({ roles: [ADULT], range: { min: 201 } })).toEqual(['Tribuna A 300', 'Anfiteatro 320']);
    expect(names({ roles: [ADULT], range: { max: 299 } })).toEqual(['Fondo norte 200', 'Lateral 200']);
  });

  it('prices each area for the roles of the group', () => {
    expect(names({ roles: [JUNIOR] })).toEqual(['Grada joven 90', 'Fondo norte 100', 'Tribuna A 150']);
  });

  it('compares names without regard to case or accents, numbers by value', () => {
    const numbered = [area(1, 'Zona 10', [price(50, [ADULT])]), area(2, 'zona 9', [price(50, [ADULT])]), area(3, 'Ábside', [price(50, [ADULT])])];
    expect(offeredAreas(numbered, { roles: [ADULT] }).map(({ area: item }) => item.name)).toEqual(['Ábside', 'zona 9', 'Zona 10']);
  });
});
