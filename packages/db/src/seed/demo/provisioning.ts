import type { Prisma } from '@prisma/client';
import {
  canRetry,
  PROVISIONING_PARTNERS,
  PROVISIONING_STATUSES,
  type ProvisioningStatus,
} from '@sappis/shared';
import type { DemoData } from './context.ts';

/**
 * The demo's provisioning orders (/sappis/provisionering): broadband rows against the network's communication
 * operators and TV services and program cards against the TV platform, in every partner status code of
 * document 3 section 4, with a dozen failed ones on active rows that a retry carries out.
 */

const NETWORK_PARTNERS = [PROVISIONING_PARTNERS.NETWORK, 'Zitius', 'IP-Only'] as const;
const TV_PARTNER = PROVISIONING_PARTNERS.TV;

const MESSAGES: Partial<Record<ProvisioningStatus, string>> = {
  DONE_FAILED: 'Kortet kunde inte paras med boxen i mellanvaran',
  ERROR: 'Timeout mot partnerns API efter 30 sekunder',
  AUTO_HANDLING_FAILED: 'Automatisk aktivering misslyckades: accessen saknar verifierad fastighetsnod',
  PROCESS_NEW_ORDER_FAILED: 'Partnern kunde inte skapa ordern: porten används av en annan tjänst',
  PENDING_MANUAL: 'Kräver manuell hantering hos partnern (fastighetsnät)',
  ABUSE: 'Spärrad efter anmälan om missbruk',
  PARTNER_REPLY_RECEIVED: 'Partnern har bekräftat ordern',
};

/** Every code twice, and the four failed codes three more times each: 46 orders. */
const STATUS_SEQUENCE: ProvisioningStatus[] = [
  ...PROVISIONING_STATUSES,
  ...PROVISIONING_STATUSES,
  ...PROVISIONING_STATUSES.filter(canRetry).flatMap((status) => [status, status, status]),
];

type Row = Prisma.AgreementRowCreateManyInput;

const isActive = (row: Row, today: Date) => !row.endDate || new Date(row.endDate) >= today;

const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const dayAfter = (date: Date) => new Date(new Date(date).getTime() + 86_400_000);

export function provisioningOrderRows(
  data: DemoData,
  now: Date,
  today: Date,
): Prisma.ProvisioningOrderCreateManyInput[] {
  const candidates = data.agreementRows.filter(
    (row) =>
      isActive(row, today) &&
      ((row.type === 'SERVICE' && (row.category === 'Bredband' || row.category === 'TV')) ||
        (row.type === 'CARD' && row.cardNumber)),
  );
  // What an operation writes and the job has not sent yet: a terminated row's deactivation, due the day after
  // its last day (PENDING_AUTO, never attempted).
  const ending = candidates.filter((row) => row.endDate && new Date(row.endDate) > today);
  const step = Math.max(1, Math.floor(candidates.length / STATUS_SEQUENCE.length));
  return STATUS_SEQUENCE.flatMap((status, index) => {
    const waiting = status === 'PENDING_AUTO' && ending.length > 0;
    const row = waiting ? ending[index % ending.length] : candidates[index * step];
    if (!row?.id) return [];
    const tv = row.category === 'TV';
    const attempts = waiting ? 0 : canRetry(status) ? 1 + (index % 3) : 1;
    const lastAttemptAt = new Date(now.getTime() - (index * 47 + 5) * 60_000);
    const createdAt = new Date(lastAttemptAt.getTime() - attempts * 3_600_000);
    const deactivates = waiting || status === 'PENDING_DELETE' || status === 'PENDING_DEACTIVATION';
    return [
      {
        agreementRowId: row.id,
        platform: tv ? 'TV' : 'NETWORK',
        action: deactivates ? 'DEACTIVATE' : 'ACTIVATE',
        partner: tv ? TV_PARTNER : (NETWORK_PARTNERS[index % NETWORK_PARTNERS.length] as string),
        partnerReference:
          !waiting && (status === 'RECEIVED' || index % 4 !== 0)
            ? `${tv ? 'TV' : 'NET'}-${70_000 + index}`
            : null,
        status,
        message: MESSAGES[status] ?? null,
        attempts,
        lastAttemptAt,
        dueOn: waiting && row.endDate ? dayAfter(new Date(row.endDate)) : new Date(isoOf(createdAt)),
        createdAt,
        updatedAt: lastAttemptAt,
      },
    ];
  });
}
