import type { Prisma } from '@prisma/client';
import { canRetry, PROVISIONING_STATUSES, type ProvisioningStatus } from '@sappis/shared';
import type { DemoData } from './context.ts';

/**
 * The demo's provisioning orders (/sappis/provisionering): broadband rows against the network's communication
 * operators and TV services and program cards against the TV platform, in every partner status code of
 * document 3 section 4, with a dozen failed ones on active rows that a retry carries out.
 */

const NETWORK_PARTNERS = ['Open Universe', 'Zitius', 'IP-Only'] as const;
const TV_PARTNER = 'Cubiware';

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
  const step = Math.max(1, Math.floor(candidates.length / STATUS_SEQUENCE.length));
  return STATUS_SEQUENCE.flatMap((status, index) => {
    const row = candidates[index * step];
    if (!row?.id) return [];
    const tv = row.category === 'TV';
    const attempts = canRetry(status) ? 1 + (index % 3) : 1;
    const lastAttemptAt = new Date(now.getTime() - (index * 47 + 5) * 60_000);
    return [
      {
        agreementRowId: row.id,
        platform: tv ? 'TV' : 'NETWORK',
        action: status === 'PENDING_DELETE' || status === 'PENDING_DEACTIVATION' ? 'DEACTIVATE' : 'ACTIVATE',
        partner: tv ? TV_PARTNER : (NETWORK_PARTNERS[index % NETWORK_PARTNERS.length] as string),
        partnerReference:
          status === 'RECEIVED' || index % 4 !== 0 ? `${tv ? 'TV' : 'NET'}-${70_000 + index}` : null,
        status,
        message: MESSAGES[status] ?? null,
        attempts,
        lastAttemptAt,
        createdAt: new Date(lastAttemptAt.getTime() - attempts * 3_600_000),
        updatedAt: lastAttemptAt,
      },
    ];
  });
}
