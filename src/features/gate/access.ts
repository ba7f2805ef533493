/** What the gate's screen may show (app/guards gateGuard): the gate, or a refusal for anyone but an employee acting as themself. */
export interface GateAccess {
  employee: boolean;
}
