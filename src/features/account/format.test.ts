import { describe, expect, it } from 'vitest';
import { maskIban } from './format';
import { cardCrop, checkPhotoFile, MAX_PHOTO_BYTES } from './photo';

describe('maskIban', () => {
  it.each([
    ['ES91 2100 0418 4502 0005 1332', '•••• •••• •••• •••• •••• 1332'],
    ['es9121000418450200051332', '•••• •••• •••• •••• •••• 1332'],
    ['1332', '1332'],
    [null, null],
    ['', null],
  ])('%s → %s', (iban, masked) => expect(maskIban(iban)).toBe(masked));
});

describe('photo checks', () => {
  it.each([
    [{ type: 'image/jpeg', size: 2_000_000 }, null],
    [{ type: 'image/webp', size: 10 }, null],
    [{ type: 'image/gif', size: 10 }, 'type'],
    [{ type: 'application/pdf', size: 10 }, 'type'],
    [{ type: 'image/png', size: MAX_PHOTO_BYTES + 1 }, 'size'],
  ])('%o → %s', (file, problem) => expect(checkPhotoFile(file)).toBe(problem));

  it('crops the largest centred 3:4 rectangle', () => {
    expect(cardCrop(4000, 3000)).toEqual({ x: 875, y: 0, width: 2250, height: 3000 });
    expect(cardCrop(300, 800)).toEqual({ x: 0, y: 200, width: 300, height: 400 });
  });
});
