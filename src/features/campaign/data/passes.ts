import {
  discounts,
  family,
  games,
  gold,
  prices,
  womensPass,
  youth,
  type PassSlug,
} from './campaign';

/**
 * What each pass page shows (spec §2 "Pass-type pages", §9): which blocks, which texts, which
 * numbers. One `PassPageView` renders all six from this table. Texts are `PASSES.<KEY>.*` keys;
 * `values` are interpolated as they are, `prices` are euro amounts the view formats for the
 * current language first (147.5 → "147,50").
 */
export interface PassText {
  key: string;
  values?: Record<string, number>;
  prices?: Record<string, number>;
}

/** A table above the notes of the price block. */
export type PassPriceTable =
  /** The youth price by age band (`prices.youthBands`). */
  | 'youthBands'
  /** Every card pass with its "desde" price, for the club pass that groups them. */
  | 'passTypes';

export interface PassPageContent {
  /** `PASSES.<textKey>.NAME`, `.LEAD`, `.DOCUMENT_TITLE`, `.AUDIENCE` … */
  textKey: string;
  /** The illustration beside the title (above the fold: not lazy). */
  image: { src: string; width: number; height: number };
  /** Age line under the title, e.g. "De 14 a 30 años". */
  ageLine?: PassText;
  /** The "desde" figure; absent when the campaign gives none (women's pass, club pass). */
  fromPrice?: number;
  /** The big figure when there is no "desde" price; its key marks the figure with `<amount>`. */
  highlight?: PassText;
  /** What the "desde" figure is for, e.g. the family example "1 adult + 1 child". */
  fromPriceNote?: PassText;
  priceTable?: PassPriceTable;
  priceNotes: readonly PassText[];
  included: readonly PassText[];
  audience: PassText;
  /** The advantages list (`advantagesFor(isJoven)`); `showAll` links to the club-pass page. */
  advantages?: { isJoven: boolean; showAll: boolean };
}

const key = (textKey: string, rest: string) => `PASSES.${textKey}.${rest}`;

/** 34 games: 17 men's league + 15 women's league + 2 presentation (adult, gold, youth, family, club). */
const seasonGames = (textKey: string): PassText => ({
  key: key(textKey, 'INCLUDED.GAMES'),
  values: { total: games.total, mens: games.mensLeague, womens: games.womensLeague, presentation: games.presentation },
});

const physicalPass = (textKey: string): PassText => ({
  key: key(textKey, 'PRICE_NOTES.PHYSICAL_PASS'),
  prices: { price: prices.physicalPass },
});

/** Disability above 33 % or unemployment longer than 6 months. */
const socialDiscount = (textKey: string): PassText => ({
  key: key(textKey, 'PRICE_NOTES.SOCIAL'),
  values: {
    percent: discounts.socialPercent,
    disability: discounts.disabilityMinPercent,
    months: discounts.unemploymentMinMonths,
  },
});

/** +5 % on the next renewal with full attendance this season (seasons come from the view). */
const renewalDiscount = (textKey: string): PassText => ({
  key: key(textKey, 'PRICE_NOTES.RENEWAL'),
  values: { percent: discounts.fullAttendanceRenewalPercent, attendance: discounts.fullAttendancePercent },
});

/** The adult pass is for whoever is neither youth nor gold. */
const adultAges = { minAge: youth.maxAge + 1, maxAge: gold.minAge - 1 };

export const PASS_PAGES: Record<PassSlug, PassPageContent> = {
  adulto: {
    textKey: 'ADULTO',
    image: { src: '/img/campaign/pase-adulto.svg', width: 400, height: 240 },
    ageLine: { key: key('ADULTO', 'AGE'), values: adultAges },
    fromPrice: prices.from.adulto,
    priceNotes: [physicalPass('ADULTO'), socialDiscount('ADULTO'), renewalDiscount('ADULTO')],
    included: [seasonGames('ADULTO'), { key: key('ADULTO', 'INCLUDED.SEAT') }, { key: key('ADULTO', 'INCLUDED.ADVANTAGES') }],
    audience: { key: key('ADULTO', 'AUDIENCE'), values: adultAges },
  },
  oro: {
    textKey: 'ORO',
    image: { src: '/img/campaign/pase-oro.svg', width: 400, height: 240 },
    ageLine: { key: key('ORO', 'AGE'), values: { minAge: gold.minAge } },
    fromPrice: prices.from.oro,
    priceNotes: [
      { key: key('ORO', 'PRICE_NOTES.DISCOUNT'), values: { percent: gold.discountPercent } },
      { key: key('ORO', 'PRICE_NOTES.BORN_BEFORE'), values: { minAge: gold.minAge, year: gold.bornBefore } },
      physicalPass('ORO'),
    ],
    included: [seasonGames('ORO'), { key: key('ORO', 'INCLUDED.SEAT') }, { key: key('ORO', 'INCLUDED.ADVANTAGES') }],
    audience: { key: key('ORO', 'AUDIENCE'), values: { minAge: gold.minAge, year: gold.bornBefore } },
  },
  joven: {
    textKey: 'JOVEN',
    image: { src: '/img/campaign/pase-joven.svg', width: 400, height: 240 },
    ageLine: { key: key('JOVEN', 'AGE'), values: { minAge: youth.minAge, maxAge: youth.maxAge } },
    fromPrice: prices.from.joven,
    priceTable: 'youthBands',
    priceNotes: [physicalPass('JOVEN')],
    included: [seasonGames('JOVEN'), { key: key('JOVEN', 'INCLUDED.ADVANTAGES') }],
    audience: { key: key('JOVEN', 'AUDIENCE'), values: { minAge: youth.minAge, maxAge: youth.maxAge } },
    advantages: { isJoven: true, showAll: true },
  },
  familiar: {
    textKey: 'FAMILIAR',
    image: { src: '/img/campaign/pase-familiar.svg', width: 400, height: 240 },
    fromPrice: prices.from.familiar,
    fromPriceNote: {
      key: key('FAMILIAR', 'EXAMPLE'),
      values: { adults: family.example.adults, children: family.example.children },
    },
    priceNotes: [
      { key: key('FAMILIAR', 'PRICE_NOTES.SECOND_ADULT'), values: { percent: family.secondAdultDiscountPercent } },
      { key: key('FAMILIAR', 'PRICE_NOTES.THIRD_ADULT'), values: { percent: family.thirdAdultDiscountPercent } },
      {
        key: key('FAMILIAR', 'PRICE_NOTES.CHILD'),
        values: { percent: family.childDiscountPercent, underAge: family.childMaxAge + 1 },
      },
      {
        key: key('FAMILIAR', 'PRICE_NOTES.UNDER_7'),
        values: { underAge: family.under7MaxAge + 1 },
        prices: { price: prices.under7Pass },
      },
      {
        key: key('FAMILIAR', 'PRICE_NOTES.FOUNDATION'),
        prices: { adult: prices.foundationPromo.adult, child: prices.foundationPromo.child },
      },
    ],
    included: [seasonGames('FAMILIAR'), { key: key('FAMILIAR', 'INCLUDED.TOGETHER') }, { key: key('FAMILIAR', 'INCLUDED.ADVANTAGES') }],
    audience: { key: key('FAMILIAR', 'AUDIENCE'), values: { underAge: family.childMaxAge + 1 } },
  },
  femenino: {
    textKey: 'FEMENINO',
    image: { src: '/img/campaign/banner-femenino.svg', width: 640, height: 360 },
    highlight: { key: key('FEMENINO', 'HIGHLIGHT'), values: { minGames: womensPass.minGames } },
    priceNotes: [{ key: key('FEMENINO', 'PRICE_NOTES.IN_SHOP') }],
    included: [
      {
        key: key('FEMENINO', 'INCLUDED.GAMES'),
        values: {
          minGames: womensPass.minGames,
          league: womensPass.league,
          european: womensPass.european,
          presentation: womensPass.presentation,
        },
      },
      { key: key('FEMENINO', 'INCLUDED.ADVANTAGES') },
    ],
    audience: { key: key('FEMENINO', 'AUDIENCE') },
  },
  'abono-club': {
    textKey: 'ABONO_CLUB',
    image: { src: '/img/campaign/banner-abono-club.svg', width: 640, height: 360 },
    priceTable: 'passTypes',
    priceNotes: [physicalPass('ABONO_CLUB')],
    included: [
      { key: key('ABONO_CLUB', 'INCLUDED.TEAMS') },
      seasonGames('ABONO_CLUB'),
      { key: key('ABONO_CLUB', 'INCLUDED.ADVANTAGES') },
    ],
    audience: { key: key('ABONO_CLUB', 'AUDIENCE') },
    advantages: { isJoven: false, showAll: false },
  },
};

/** "25/26" → "26/27": the season a renewal discount applies to. */
export function nextSeason(season: string): string {
  const [first, second] = season.split('/');
  const next = (value: string) => String((Number(value) + 1) % 100).padStart(2, '0');
  return first && second ? `${next(first)}/${next(second)}` : season;
}
