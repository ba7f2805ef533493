/** Price roles. Youth bands follow spec §9 (14–16, 17–22, 23–30); junior roles get junior prices. */
export const rolSeeds = [
  { id: 1, code: 'ADULT', name: 'Adulto', junior: false, minAge: 31, maxAge: 64 },
  { id: 2, code: 'GOLD', name: 'Oro (65 y más)', junior: false, minAge: 65, maxAge: null },
  { id: 3, code: 'YOUTH_14_16', name: 'Joven 14-16', junior: false, minAge: 14, maxAge: 16 },
  { id: 4, code: 'YOUTH_17_22', name: 'Joven 17-22', junior: false, minAge: 17, maxAge: 22 },
  { id: 5, code: 'YOUTH_23_30', name: 'Joven 23-30', junior: false, minAge: 23, maxAge: 30 },
  { id: 6, code: 'CHILD', name: 'Infantil (7-13)', junior: true, minAge: 7, maxAge: 13 },
  { id: 7, code: 'INFANT', name: 'Menor de 7', junior: true, minAge: 0, maxAge: 6 },
] as const;
