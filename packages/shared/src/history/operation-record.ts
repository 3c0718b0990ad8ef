import { z } from 'zod';
import { billingEffectLines } from '../agreements/billing/billing-text.ts';
import type { OperationPlan } from '../agreements/operations/plan.ts';

const rowEnd = z.object({ productName: z.string(), endDate: z.string() });
const rowStart = z.object({ productName: z.string(), startDate: z.string(), endDate: z.string().nullable() });

/**
 * What an agreement operation did, as its preview said it, kept in its audit entry's details (`record`) so the
 * customer's history shows it without recomputing: rows ended, cancelled, re-dated and started (on this or the
 * other agreement), cases opened, e-mails sent and the effect on the bill.
 */
export const operationRecordSchema = z.object({
  endedRows: z.array(rowEnd),
  cancelledRows: z.array(z.object({ productName: z.string(), startDate: z.string() })),
  changedRows: z.array(rowStart.extend({ startDate: z.string().nullable() })),
  startedRows: z.array(rowStart),
  /** Rows started on the other agreement (move, transfer service), with its number once known. */
  targetRows: z.array(rowStart),
  targetAgreementNumber: z.number().nullable(),
  cases: z.array(z.object({ number: z.number(), header: z.string() })),
  emails: z.array(z.object({ subject: z.string(), sent: z.boolean() })),
  billing: z.array(z.string()),
  /** Hardware, cards and add-ons the agent kept running without their service, with the reason (older records: none). */
  /** Rows the agent unticked in 'Följer med tjänsten': kept running, or (`stayedEnded`, a continue) left ended. */
  keptRows: z
    .array(z.object({ productName: z.string(), reason: z.string(), stayedEnded: z.boolean().optional() }))
    .default([]),
});

export type OperationRecord = z.infer<typeof operationRecordSchema>;

/** The record of an applied plan, with what only the execution knows (case numbers, e-mails sent, target). */
export function operationRecord(
  plan: OperationPlan,
  applied: { caseNumbers: number[]; emailsSent: boolean[]; targetAgreementNumber: number | null },
): OperationRecord {
  const start = (row: { productName: string; startDate: string; endDate: string | null }) => ({
    productName: row.productName,
    startDate: row.startDate,
    endDate: row.endDate,
  });
  return {
    endedRows: plan.endRows.map(({ productName, endDate }) => ({ productName, endDate })),
    cancelledRows: plan.cancelRows.map(({ productName, startDate }) => ({ productName, startDate })),
    changedRows: plan.changeRowDates.map(({ productName, startDate, endDate }) => ({
      productName,
      startDate,
      endDate,
    })),
    startedRows: plan.newRows.map(start),
    targetRows: (plan.target?.rows ?? []).map(start),
    targetAgreementNumber: applied.targetAgreementNumber,
    cases: plan.cases.flatMap((planned, index) => {
      const number = applied.caseNumbers[index];
      return number === undefined ? [] : [{ number, header: planned.header }];
    }),
    emails: plan.emails.map((email, index) => ({
      subject: email.subject,
      sent: applied.emailsSent[index] ?? false,
    })),
    billing: plan.billing ? billingEffectLines(plan.billing) : [],
    keptRows: (plan.dependentRows ?? []).flatMap(({ productName, keptReason, continues }) =>
      keptReason === null
        ? []
        : [{ productName, reason: keptReason, ...(continues ? { stayedEnded: true } : {}) }],
    ),
  };
}

const period = (startDate: string | null, endDate: string | null) =>
  [startDate ? `från ${startDate}` : null, endDate ? `till ${endDate}` : 'tillsvidare']
    .filter(Boolean)
    .join(' ');

/** The record as the history shows it, one Swedish line each. */
export function operationRecordLines(record: OperationRecord): string[] {
  const target =
    record.targetAgreementNumber === null ? 'det andra avtalet' : `avtal ${record.targetAgreementNumber}`;
  return [
    ...record.endedRows.map((row) => `Avslutas ${row.endDate}: ${row.productName}`),
    ...record.cancelledRows.map((row) => `Tas bort (skulle ha startat ${row.startDate}): ${row.productName}`),
    ...record.changedRows.map((row) => `Nya datum ${period(row.startDate, row.endDate)}: ${row.productName}`),
    ...record.startedRows.map((row) => `Ny rad ${period(row.startDate, row.endDate)}: ${row.productName}`),
    ...record.targetRows.map(
      (row) => `Ny rad på ${target} ${period(row.startDate, row.endDate)}: ${row.productName}`,
    ),
    ...record.cases.map((opened) => `Ärende ${opened.number} skapat: ${opened.header}`),
    ...record.emails.map(
      (email) => `${email.sent ? 'E-post skickad' : 'E-post ej skickad'}: ${email.subject}`,
    ),
    ...record.billing,
    ...record.keptRows.map(
      (row) =>
        `${row.stayedEnded ? 'Fortsätter inte' : 'Behålls utan tjänst'}: ${row.productName} (${row.reason})`,
    ),
  ];
}

/** The record in an audit entry's details, or null when the entry has none (a write that is not an operation). */
export function operationRecordOf(details: unknown): OperationRecord | null {
  if (typeof details !== 'object' || details === null || !('record' in details)) return null;
  const parsed = operationRecordSchema.safeParse(details.record);
  return parsed.success ? parsed.data : null;
}
