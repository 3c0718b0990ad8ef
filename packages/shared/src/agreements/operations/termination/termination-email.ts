import type { PlannedEmail, PlannedRowEnd } from '../plan.ts';

const SUBJECTS = {
  terminate: 'Bekräftelse på uppsägning',
  regret: 'Bekräftelse på ånger',
  terminateDeceased: 'Bekräftelse på uppsägning',
} as const;

/** The customer's confirmation: the services and the day each ends, in Swedish. */
export function terminationEmail(
  kind: keyof typeof SUBJECTS,
  customerName: string,
  ends: readonly PlannedRowEnd[],
): PlannedEmail {
  return {
    title: SUBJECTS[kind],
    subject: SUBJECTS[kind],
    paragraphs: [
      `Hej ${customerName}!`,
      'Vi bekräftar att följande tjänster avslutas:',
      ...ends.map((end) => `${end.productName}: sista dag ${end.endDate}`),
      'Med vänliga hälsningar, Kundservice',
    ],
  };
}
