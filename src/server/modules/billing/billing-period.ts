/** A paid period is one calendar month (the sandbox provider is given this rule to renew by). */
export function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}
