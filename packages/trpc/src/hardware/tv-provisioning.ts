import type { Prisma, PrismaClient } from '@sappis/db';
import { type HardwareKind, type HardwareValidation, normalizeIdentifier } from '@sappis/shared';
import type { AdapterCall, WriteCall } from '../adapters/adapter-call.ts';
import type { AdapterDefinition } from '../adapters/adapter-definition.ts';
import { jsonAnswer, rememberedWrite } from '../adapters/remembered-write.ts';

/** One hit of the equipment search (document 2 section 3, 'Hardware search result'). */
export interface HardwareSearchHit {
  camId: string | null;
  cardNumber: string | null;
  /** The card row of the agreement row that holds it, when one does. */
  cardRow: number | null;
  status: string;
  location: string;
  productName: string;
  agreementNumber: number | null;
  customerNumber: number | null;
}

/** An agreement that already has the card or the box active (error code CardOrBoxAlreadyActive). */
export interface ActiveElsewhere {
  agreementNumber: number;
  onCard: boolean;
  onHardware: boolean;
}

export type PairAnswer =
  | { ok: true }
  | { ok: false; code: 'CardOrBoxAlreadyActive'; agreements: ActiveElsewhere[] };

export interface HardwareRef {
  agreementNumber: number;
  cardNumber: string | null;
  camId: string | null;
}

/**
 * The TV middleware's provisioning side (document 2 section 7, document 1 section 7.2): validate and add a box,
 * router or program card, pair & update a card with its box, rename a card, delete hardware from an agreement,
 * the blacklist check and the equipment search.
 */
export interface TvProvisioning {
  validate(input: {
    kind: HardwareKind;
    identifier: string;
    agreementNumber: number;
  }): Promise<HardwareValidation>;
  add(
    input: { kind: HardwareKind; identifier: string; agreementNumber: number; customerNumber: number },
    call: WriteCall,
  ): Promise<{ created: boolean; error: string | null }>;
  /** Pairing, clearing, renaming and removing set a state: a repeat changes nothing, so they carry no key. */
  pairAndUpdate(input: HardwareRef & { customerNumber: number }, call?: AdapterCall): Promise<PairAnswer>;
  /** 'Rensa': the card and box are no longer active on that agreement. */
  clear(input: HardwareRef, call?: AdapterCall): Promise<void>;
  renameCard(input: { cardNumber: string; name: string }, call?: AdapterCall): Promise<void>;
  remove(input: HardwareRef, call?: AdapterCall): Promise<void>;
  isBlacklisted(input: { cardNumber: string }): Promise<boolean>;
  search(input: { by: 'CARD' | 'BOX'; query: string }): Promise<HardwareSearchHit[]>;
}

export const TV_PROVISIONING_TEXTS = {
  notFound: 'Utrustningen finns inte i lagret',
  wrongKind: 'Utrustningen är av en annan typ',
  blacklisted: 'Kortet är svartlistat',
  onOtherAgreement: (agreementNumber: number) =>
    `Utrustningen är redan kopplad till avtal ${agreementNumber}`,
  cardNotFound: 'Kortet finns inte i mellanvaran',
} as const;

const unitWhere = (kind: HardwareKind, identifier: string): Prisma.HardwareUnitWhereUniqueInput => {
  const value = normalizeIdentifier(kind, identifier);
  if (kind === 'CARD') return { cardNumber: value };
  if (kind === 'ROUTER') return { macAddress: value };
  return { camId: value };
};

const HOS_KUND = { status: 'Hos kund', location: 'Kund' } as const;

/** The default: the stock and middleware state is our `hardware_units` (and `tv_cards` for a card's state). */
export function createTableTvProvisioning(prisma: PrismaClient): TvProvisioning {
  const validate: TvProvisioning['validate'] = async ({ kind, identifier, agreementNumber }) => {
    const unit = await prisma.hardwareUnit.findUnique({ where: unitWhere(kind, identifier) });
    const refused = (error: string): HardwareValidation => ({ valid: false, error, hardware: null });
    if (!unit) return refused(TV_PROVISIONING_TEXTS.notFound);
    if (kind === 'CARD' ? unit.cardNumber === null : unit.camId === null && unit.macAddress === null)
      return refused(TV_PROVISIONING_TEXTS.wrongKind);
    if (unit.blacklisted) return refused(TV_PROVISIONING_TEXTS.blacklisted);
    if (unit.agreementNumber !== null && unit.agreementNumber !== agreementNumber)
      return refused(TV_PROVISIONING_TEXTS.onOtherAgreement(unit.agreementNumber));
    return {
      valid: true,
      error: null,
      hardware: {
        cam: unit.camId,
        mac: unit.macAddress,
        name: unit.productName,
        productId: unit.productNumber,
        serialNumber: unit.serialNumber,
      },
    };
  };

  const unitsOf = (ref: HardwareRef) => {
    const or: Prisma.HardwareUnitWhereInput[] = [];
    if (ref.cardNumber) or.push({ cardNumber: ref.cardNumber });
    // A router's MAC address is its agreement row's CAM id.
    if (ref.camId) or.push({ camId: ref.camId }, { macAddress: ref.camId });
    return or.length === 0 ? Promise.resolve([]) : prisma.hardwareUnit.findMany({ where: { OR: or } });
  };

  return {
    validate,
    add: ({ kind, identifier, agreementNumber, customerNumber }, call) =>
      rememberedWrite(prisma, 'tvProvisioning.add', call, jsonAnswer(), async (tx) => {
        const validation = await validate({ kind, identifier, agreementNumber });
        if (!validation.valid) return { created: false, error: validation.error };
        await tx.hardwareUnit.update({
          where: unitWhere(kind, identifier),
          data: { agreementNumber, customerNumber, ...HOS_KUND },
        });
        return { created: true, error: null };
      }),
    async pairAndUpdate(ref, call) {
      const units = await unitsOf(ref);
      const elsewhere = new Map<number, ActiveElsewhere>();
      for (const unit of units) {
        if (unit.agreementNumber === null || unit.agreementNumber === ref.agreementNumber) continue;
        const entry = elsewhere.get(unit.agreementNumber) ?? {
          agreementNumber: unit.agreementNumber,
          onCard: false,
          onHardware: false,
        };
        if (ref.cardNumber && unit.cardNumber === ref.cardNumber) entry.onCard = true;
        if (ref.camId && (unit.camId === ref.camId || unit.macAddress === ref.camId)) entry.onHardware = true;
        elsewhere.set(unit.agreementNumber, entry);
      }
      if (elsewhere.size > 0)
        return { ok: false, code: 'CardOrBoxAlreadyActive', agreements: [...elsewhere.values()] };
      call?.signal?.throwIfAborted();
      await prisma.$transaction([
        prisma.hardwareUnit.updateMany({
          where: { id: { in: units.map((unit) => unit.id) } },
          data: { agreementNumber: ref.agreementNumber, customerNumber: ref.customerNumber, ...HOS_KUND },
        }),
        ...(ref.cardNumber
          ? [
              prisma.tvCard.updateMany({
                where: { cardNumber: ref.cardNumber, state: { in: ['TO_BE_PAIRED', 'UNKNOWN'] } },
                data: { state: 'ON', ...(ref.camId ? { camId: ref.camId } : {}) },
              }),
            ]
          : []),
      ]);
      return { ok: true };
    },
    async clear(ref, call) {
      const units = await unitsOf(ref);
      call?.signal?.throwIfAborted();
      await prisma.hardwareUnit.updateMany({
        where: { id: { in: units.map((unit) => unit.id) }, agreementNumber: ref.agreementNumber },
        data: { agreementNumber: null, customerNumber: null, status: 'Rensad', location: 'Okänd' },
      });
    },
    async renameCard({ cardNumber, name }, call) {
      call?.signal?.throwIfAborted();
      const { count } = await prisma.hardwareUnit.updateMany({
        where: { cardNumber },
        data: { productName: name },
      });
      if (count === 0) throw new Error(TV_PROVISIONING_TEXTS.cardNotFound);
    },
    async remove(ref, call) {
      const units = await unitsOf(ref);
      call?.signal?.throwIfAborted();
      await prisma.hardwareUnit.updateMany({
        where: { id: { in: units.map((unit) => unit.id) }, agreementNumber: ref.agreementNumber },
        data: {
          agreementNumber: null,
          customerNumber: null,
          status: 'Raderad från avtal',
          location: 'Okänd',
        },
      });
    },
    async isBlacklisted({ cardNumber }) {
      const unit = await prisma.hardwareUnit.findUnique({
        where: { cardNumber },
        select: { blacklisted: true },
      });
      return unit?.blacklisted ?? false;
    },
    async search({ by, query }) {
      const value = query.trim();
      const where: Prisma.HardwareUnitWhereInput =
        by === 'CARD'
          ? { cardNumber: { startsWith: value } }
          : {
              OR: [
                { camId: { startsWith: value } },
                { macAddress: { startsWith: normalizeIdentifier('ROUTER', value) } },
                { serialNumber: value },
              ],
            };
      const units = await prisma.hardwareUnit.findMany({ where, orderBy: { id: 'asc' }, take: 50 });
      const identifiers = units.flatMap((unit) => [unit.cardNumber, unit.camId].filter((id) => id !== null));
      const rows = await prisma.agreementRow.findMany({
        where: { OR: [{ cardNumber: { in: identifiers } }, { camId: { in: identifiers } }] },
        select: {
          cardNumber: true,
          camId: true,
          card: true,
          agreement: { select: { agreementNumber: true } },
        },
      });
      return units.map((unit) => {
        const row = rows.find(
          (item) =>
            item.agreement.agreementNumber === unit.agreementNumber &&
            ((unit.cardNumber !== null && item.cardNumber === unit.cardNumber) ||
              (unit.camId !== null && item.camId === unit.camId)),
        );
        return {
          camId: unit.camId ?? unit.macAddress,
          cardNumber: unit.cardNumber,
          cardRow: row?.card ?? null,
          status: unit.status,
          location: unit.location,
          productName: unit.productName,
          agreementNumber: unit.agreementNumber,
          customerNumber: unit.customerNumber,
        };
      });
    },
  };
}

export const tvProvisioningAdapter: AdapterDefinition<TvProvisioning> = {
  system: 'TV-mellanvaran',
  timeoutMs: 15_000,
  createDefault: createTableTvProvisioning,
};
