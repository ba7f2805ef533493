import type { Endpoint } from '../../src/api/contract.ts';

/**
 * What server/API.md says of one endpoint. Kept on the server so the browser never downloads it;
 * the contract in src/api holds only what both sides run.
 */
export interface EndpointDoc {
  summary: string;
  /** Every non-2xx status the endpoint itself produces, with the rule behind it. */
  errors: Readonly<Record<number, string>>;
}

/** The docs of one area: one per endpoint, keyed as its endpoints are (a missing or extra key fails tsc). */
export type AreaDocs<Endpoints extends Readonly<Record<string, Endpoint>>> = { readonly [Key in keyof Endpoints]: EndpointDoc };

/** An endpoint with its docs. */
export type DocumentedEndpoint = Endpoint & EndpointDoc;

/** The area's endpoints, in their declared order, each joined with its docs. */
export function documented<Endpoints extends Readonly<Record<string, Endpoint>>>(
  endpoints: Endpoints,
  docs: AreaDocs<Endpoints>,
): DocumentedEndpoint[] {
  return (Object.keys(endpoints) as (keyof Endpoints & string)[]).map((key) => ({ ...endpoints[key], ...docs[key] }));
}
