/** What the review screen may show (app/guards employeeGuard): the review, or a refusal for anyone but an employee acting as themself. */
export interface EmployeeAccess {
  employee: boolean;
}
