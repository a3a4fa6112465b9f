/**
 * Spec 1 §1: people sign in with their employee ID; the account's email is that ID at the
 * company's mail domain. Lower-cased because mail providers and the auth library compare
 * addresses without case, and 'JDoe' and 'jdoe' are the same person.
 */
export function employeeIdToEmail(employeeId: string, mailDomain: string): string {
  return `${employeeId.trim().toLowerCase()}@${mailDomain.trim().replace(/^@/, '').toLowerCase()}`;
}
