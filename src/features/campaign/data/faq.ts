import {
  discounts,
  family,
  games,
  gold,
  newMembers,
  prices,
  renewalPayment,
  telecomPromo,
  womensPass,
  youth,
  type CampaignDay,
} from './campaign';

/** How the numbers are written in the reader's language (the page gives the kit's formatters). */
export interface FaqFormat {
  /** Euros without the sign: 147.5 → "147,50". */
  price: (euros: number) => string;
  /** A campaign day in words: "25 de junio". */
  day: (day: CampaignDay) => string;
  /** A month of the season's first year in words: 10 → "octubre". */
  month: (month: number) => string;
}

/** One question of the home FAQ; the shape the kit's FaqAccordion takes. */
export interface FaqEntry {
  id: string;
  questionKey: string;
  answerKey: string;
  values: Record<string, string | number>;
}

/** 25/26 → 26/27. */
export function nextSeason(season: string): string {
  const [first = '0', second = '0'] = season.split('/');
  const pad = (value: number) => String(value % 100).padStart(2, '0');
  return `${pad(Number(first) + 1)}/${pad(Number(second) + 1)}`;
}

/**
 * The 15 questions of the home FAQ (spec §2), in order: `FAQ.Q<n>` / `FAQ.A<n>` keys and every
 * number they interpolate, taken from the campaign data.
 */
export function faqItems(season: string, format: FaqFormat): FaqEntry[] {
  const { price, day } = format;
  const [band1, band2, band3] = prices.youthBands;
  const [debit1, debit2, debit3] = renewalPayment.directDebit;
  const under7Age = family.under7MaxAge + 1;
  const childAge = family.childMaxAge + 1;

  const values: Record<string, string | number>[] = [
    // 1. Games of the adult pass.
    { games: games.total, mensLeague: games.mensLeague, womensLeague: games.womensLeague, presentation: games.presentation },
    // 2. The under-7 pass.
    { under7Age, under7Price: price(prices.under7Pass), childAge, childPercent: family.childDiscountPercent },
    // 3. Renewal in instalments.
    {
      date1: day(debit1.day),
      percent1: debit1.percent,
      date2: day(debit2.day),
      percent2: debit2.percent,
      date3: day(debit3.day),
      percent3: debit3.percent,
      requestBefore: day(renewalPayment.directDebitRequestBefore),
      clubCardMonth: format.month(renewalPayment.clubCardFirstPaymentMonth),
    },
    // 4. Prices.
    {
      season,
      adult: price(prices.from.adulto),
      gold: price(prices.from.oro),
      youth: price(prices.from.joven),
      family: price(prices.from.familiar),
      familyAdults: family.example.adults,
      familyChildren: family.example.children,
    },
    // 5. Youth price bands.
    {
      minAge: youth.minAge,
      maxAge: youth.maxAge,
      band1Price: price(band1.price),
      band1Min: band1.minAge,
      band1Max: band1.maxAge,
      band2Price: price(band2.price),
      band2Min: band2.minAge,
      band2Max: band2.maxAge,
      band3Price: price(band3.price),
      band3Min: band3.minAge,
      band3Max: band3.maxAge,
    },
    // 6. Gold pass.
    { minAge: gold.minAge, percent: gold.discountPercent, bornBefore: gold.bornBefore },
    // 7. Family discounts.
    {
      secondAdult: family.secondAdultDiscountPercent,
      thirdAdult: family.thirdAdultDiscountPercent,
      childAge,
      child: family.childDiscountPercent,
      under7Age,
      under7Price: price(prices.under7Pass),
    },
    // 8. Foundation family promotion.
    { adult: price(prices.foundationPromo.adult), child: price(prices.foundationPromo.child) },
    // 9. Disability and unemployment.
    { percent: discounts.socialPercent, disability: discounts.disabilityMinPercent, months: discounts.unemploymentMinMonths },
    // 10. Physical pass.
    { price: price(prices.physicalPass) },
    // 11. Women's pass.
    { minGames: womensPass.minGames, league: womensPass.league, european: womensPass.european, presentation: womensPass.presentation },
    // 12. Renewal discount for full attendance.
    {
      percent: discounts.fullAttendanceRenewalPercent,
      attendance: discounts.fullAttendancePercent,
      season,
      nextSeason: nextSeason(season),
    },
    // 13. Telecom promotion.
    { bonus: price(telecomPromo.bonusEuros) },
    // 14. New members: dates and payment.
    {
      preReservation: day(newMembers.preReservationFrom),
      signUpFrom: day(newMembers.signUpFrom),
      split: newMembers.splitPercent,
      rest: 100 - newMembers.splitPercent,
      splitDebit: day(newMembers.splitDebitDay),
    },
    // 15. Buying online.
    { singlePaymentBefore: day(renewalPayment.singlePaymentBefore) },
  ];

  return values.map((itemValues, index) => ({
    id: `faq-${index + 1}`,
    questionKey: `FAQ.Q${index + 1}`,
    answerKey: `FAQ.A${index + 1}`,
    values: itemValues,
  }));
}
