import type { vars } from '../contract.css';

/** A string for every token of the contract (as vanilla-extract's MapLeafNodes): a missing or unknown token does not compile. */
type Values<Tokens> = { [Key in keyof Tokens]: Tokens[Key] extends string ? string : Values<Tokens[Key]> };

export type Theme = Values<typeof vars>;
