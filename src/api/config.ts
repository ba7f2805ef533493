import * as z from 'zod/mini';
import { endpoint } from './contract';

/** GET config/partners — server switches read by guards and screens (spec §3). */
export const configPaths = { partners: 'config/partners' } as const;

export const paymentMethods = ['CARD', 'BIZUM', 'BANK_TRANSFER'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentsConfigSchema = z.object({
  /** Payment methods the club accepts online; the spec leaves the section's contents open. */
  methods: z.array(z.enum(paymentMethods)),
  /** Origin of the payment provider the checkout redirects to. */
  providerOrigin: z.url(),
});

export const serverConfigSchema = z.object({
  partnerAreaMaintenanceMode: z.boolean(),
  enablePartnerCreation: z.boolean(),
  partnerGroupDoubleAuthentication: z.boolean(),
  payments: paymentsConfigSchema,
  /** The product a seat change is sold as (its fee); null when the club offers none. Beyond §3. */
  seatChangeProductId: z.nullable(z.int()),
});
export type ServerConfig = z.infer<typeof serverConfigSchema>;

export const configEndpoints = {
  partners: endpoint({
    method: 'GET',
    path: configPaths.partners,
    auth: 'public',
    response: serverConfigSchema,
  }),
};
