import { describe, expect, it } from 'vitest';
import { bestBlock, bestBlockInArea } from './best-block.ts';
import { craftedArea as area, seatIds as ids } from './search-area.fixtures.ts';

const row = (count: number, rows: string[]) => bestBlockInArea(area(1, 100, rows), { count });

describe('best block in one area: one row', () => {
  it('takes the block nearest the centre of its row, around the taken seats', () => {
    expect(row(3, ['..x....x..'])).toEqual({ arrangement: 'ROW', areaId: 1, groups: 1, seatIds: ids(1, 1, 4, 5, 6) });
  });

  it('goes to the row end when the only block is there', () => {
    expect(row(3, ['xxxxxxx...'])?.seatIds).toEqual(ids(1, 1, 8, 9, 10));
    expect(row(3, ['...xxxxxxx'])?.seatIds).toEqual(ids(1, 1, 1, 2, 3));
  });

  it('fits exactly N free seats between taken ones', () => {
    expect(row(4, ['x..x....xx'])?.seatIds).toEqual(ids(1, 1, 5, 6, 7, 8));
  });

  it('breaks a tie on the distance to the centre by the lower first seat id', () => {
    // Centre 5: 4-5 and 5-6 are both half a seat away.
    expect(row(2, ['.........'])?.seatIds).toEqual(ids(1, 1, 4, 5));
    expect(row(3, ['...x.....'])?.seatIds).toEqual(ids(1, 1, 5, 6, 7));
  });

  it('prefers the centre to a nearer row, and the nearer row at the same distance', () => {
    expect(row(2, ['..xxxxxxxx', 'xxxx..xxxx'])?.seatIds).toEqual(ids(1, 2, 5, 6));
    expect(row(2, ['xxxx..xxxx', 'xxxx..xxxx'])?.seatIds).toEqual(ids(1, 1, 5, 6));
  });

  it('measures the centre on the whole row, taken seats included', () => {
    // Free 1-6 only: the row's centre is 5.5 (seats 1-10), not 3.5.
    expect(row(2, ['......xxxx'])?.seatIds).toEqual(ids(1, 1, 5, 6));
  });

  it('takes the best single free seat for one person', () => {
    expect(row(1, ['xxxx.xx..x', 'xxxxx.xxxx'])?.seatIds).toEqual(ids(1, 1, 5));
  });

  it('leaves wheelchair spaces and companion seats out of an ordinary search', () => {
    const block = row(4, ['...WC...', 'xxxxxxxx']);
    expect(block?.arrangement).toBe('SPLIT');
    expect(block?.seatIds).not.toContain(ids(1, 1, 4)[0]);
    expect(block?.seatIds).not.toContain(ids(1, 1, 5)[0]);
  });

  it('finds nothing when the area has fewer free ordinary seats than people', () => {
    expect(row(4, ['x.x.xWC', 'xxx.xxx'])).toBeNull();
  });
});

describe('best block in one area: two rows', () => {
  it('puts half the people directly behind the other half when no row has them all', () => {
    expect(row(4, ['xxx..xxx', 'xxx..xxx'])).toEqual({
      arrangement: 'TWO_ROWS',
      areaId: 1,
      groups: 2,
      seatIds: [...ids(1, 1, 4, 5), ...ids(1, 2, 4, 5)],
    });
  });

  it('puts the larger half in front for an odd count', () => {
    expect(row(3, ['xxx..xxx', 'xxxx.xxx'])?.seatIds).toEqual([...ids(1, 1, 4, 5), ...ids(1, 2, 5)]);
  });

  it('decides "behind" by position, not by seat number', () => {
    // Row 2 is shifted one seat to the right: its seats 3-4 are behind seats 4-5 of row 1.
    const shifted = (rows: string[]) => bestBlockInArea(area(1, 100, rows, [0, 1]), { count: 4 });
    expect(shifted(['xxx..xxx', 'xx..xxxx'])?.seatIds).toEqual([...ids(1, 1, 4, 5), ...ids(1, 2, 3, 4)]);
    expect(shifted(['xxx..xxx', 'xxx..xxx'])?.arrangement).toBe('SPLIT');
  });

  it('needs the rows to follow each other', () => {
    expect(row(4, ['xxx..xxx', 'xxxxxxxx', 'xxx..xxx'])).toMatchObject({ arrangement: 'SPLIT', groups: 2 });
  });
});

describe('best block in one area: split', () => {
  it('uses the fewest blocks, the largest first', () => {
    const block = row(5, ['.x..x.x...', 'x.xxxxxxxx']);
    expect(block).toMatchObject({ arrangement: 'SPLIT', groups: 2 });
    expect(block?.seatIds).toEqual(ids(1, 1, 3, 4, 8, 9, 10));
  });

  it('gives the seats front row first, left to right', () => {
    // The run of three behind, then the seat of the front run nearer the centre.
    const block = row(4, ['xxxxx..xxx', 'xx...xxxxx']);
    expect(block?.seatIds).toEqual([...ids(1, 1, 6), ...ids(1, 2, 3, 4, 5)]);
  });
});

describe('best block for a wheelchair user', () => {
  const wheelchair = (count: number, wheelchairIndex: number, rows: string[]) => bestBlockInArea(area(1, 100, rows), { count, wheelchairIndex });

  it('gives the space to the user, the companion seat to the next person, the seats beside them to the others', () => {
    expect(wheelchair(4, 1, ['x..WC..x'])).toEqual({
      arrangement: 'ROW',
      areaId: 1,
      groups: 1,
      seatIds: [ids(1, 1, 3)[0], ids(1, 1, 4)[0], ids(1, 1, 5)[0], ids(1, 1, 6)[0]],
    });
  });

  it('gives the companion seat to the first person when the user is the last', () => {
    expect(wheelchair(3, 2, ['xxCWxxxx'])).toBeNull();
    expect(wheelchair(3, 2, ['x.CWxxxx'])?.seatIds).toEqual(ids(1, 1, 3, 2, 4));
  });

  it('seats a pair alone, and a user alone on the space', () => {
    expect(wheelchair(2, 0, ['....WC....'])?.seatIds).toEqual(ids(1, 1, 5, 6));
    expect(wheelchair(1, 0, ['......W..', '....W....'])?.seatIds).toEqual(ids(1, 2, 5));
  });

  it('needs a free space with its free companion seat beside it', () => {
    expect(wheelchair(2, 0, ['..Wc....'])).toBeNull();
    expect(wheelchair(2, 0, ['..W.C...'])).toBeNull();
    expect(wheelchair(2, 0, ['..wC....'])).toBeNull();
  });

  it('seats the others in the same area when there is no room beside the pair', () => {
    expect(wheelchair(4, 0, ['xWCxxxxx', 'xxx..xxx'])).toEqual({
      arrangement: 'SPLIT',
      areaId: 1,
      groups: 2,
      seatIds: [...ids(1, 1, 2, 3), ...ids(1, 2, 4, 5)],
    });
  });
});

describe('best block over the arena', () => {
  it('takes the cheapest price band that has a row, even if a dearer area has a better one', () => {
    const cheap = area(1, 100, ['xxxxxxx...']);
    const dear = area(2, 200, ['...xx.....']);
    expect(bestBlock([cheap, dear], { count: 3 })).toMatchObject({ arrangement: 'ROW', areaId: 1 });
  });

  it('ranks the areas of one price band by the rule, the order given breaking exact ties', () => {
    const edge = area(1, 100, ['xxxxxxx...']);
    const centre = area(2, 100, ['xxx...xxxx']);
    expect(bestBlock([edge, centre], { count: 3 })?.areaId).toBe(2);
    const twin = area(3, 100, ['xxx...xxxx']);
    expect(bestBlock([twin, centre], { count: 3 })?.areaId).toBe(2); // lower first seat id
  });

  it('prefers a row in a dearer area to two rows in a cheaper one', () => {
    const twoRows = area(1, 100, ['xx..xx', 'xx..xx']);
    const oneRow = area(2, 300, ['x....x']);
    expect(bestBlock([twoRows, oneRow], { count: 4 })).toMatchObject({ arrangement: 'ROW', areaId: 2 });
    expect(bestBlock([twoRows, area(2, 300, ['x..x..'])], { count: 4 })).toMatchObject({ arrangement: 'TWO_ROWS', areaId: 1 });
  });

  it('splits in the area with the fewest blocks, then the cheapest', () => {
    const three = area(1, 100, ['.x.x.x']);
    const two = area(2, 200, ['..x.x.']);
    const twoDear = area(3, 300, ['..x.x.']);
    expect(bestBlock([three, two, twoDear], { count: 3 })).toMatchObject({ arrangement: 'SPLIT', areaId: 2, groups: 2 });
  });

  it('finds nothing when no area can seat them all', () => {
    expect(bestBlock([area(1, 100, ['..x']), area(2, 100, ['.x.'])], { count: 3 })).toBeNull();
    expect(bestBlock([], { count: 1 })).toBeNull();
  });

  it('looks for the wheelchair pair in every area', () => {
    const noSpace = area(1, 100, ['..........']);
    const space = area(2, 200, ['xx..WC..xx']);
    expect(bestBlock([noSpace, space], { count: 3, wheelchairIndex: 0 })).toMatchObject({ arrangement: 'ROW', areaId: 2 });
  });
});
