import type { PrismaClient } from '@sappis/db';
import {
  addHardwareRefusal,
  HARDWARE_KIND_LABELS,
  HARDWARE_TEXTS,
  type HardwareKind,
  type HardwareValidation,
  isoDay,
  normalizeIdentifier,
} from '@sappis/shared';
import { adapterFailure } from '../adapters/adapter-error.ts';
import { appendAgreementChanged } from '../customers/customer-events.ts';
import { AppError } from '../errors.ts';
import { runOnce } from '../idempotency/run-once.ts';
import { lockAgreement } from './equipment.ts';
import type { TvProvisioning } from './tv-provisioning.ts';

export interface HardwareActor {
  id: number;
  employeeNumber: string;
  name: string;
}

/** Validates a box, router or program card for the agreement in the TV middleware ('Valideringen misslyckades'). */
export async function validateHardware(
  prisma: PrismaClient,
  provisioning: TvProvisioning,
  input: { agreementNumber: number; kind: HardwareKind; identifier: string },
): Promise<HardwareValidation> {
  const agreement = await prisma.agreement.findUnique({
    where: { agreementNumber: input.agreementNumber },
    select: { ended: true },
  });
  if (!agreement) throw new AppError('NOT_FOUND', 'Avtalet hittades inte');
  if (agreement.ended) throw new AppError('BAD_REQUEST', HARDWARE_TEXTS.agreementEnded);
  try {
    return await provisioning.validate({
      ...input,
      identifier: normalizeIdentifier(input.kind, input.identifier),
    });
  } catch (error) {
    adapterFailure(error, HARDWARE_TEXTS.validationFailed);
  }
}

/**
 * Adds a box, router or program card to the agreement, once per request id: the server validates again (the
 * form's refusals: ended agreement, identifier length, a failed validation), the middleware adds it, then one
 * transaction writes the new row (card row 0, 'Ej aktiv', until it is activated or paired), the audit entry and
 * 'customer.changed'. A failed middleware call writes nothing of ours.
 */
export function addHardware(
  prisma: PrismaClient,
  provisioning: TvProvisioning,
  input: { requestId: string; agreementNumber: number; kind: HardwareKind; identifier: string },
  actor: HardwareActor,
  today: string = isoDay(),
) {
  const identifier = normalizeIdentifier(input.kind, input.identifier);
  const label = `${HARDWARE_KIND_LABELS[input.kind]} ${identifier}`;
  return runOnce(
    prisma,
    { requestId: input.requestId, userId: actor.id, procedure: 'hardware.add' },
    async (tx) => {
      const agreement = await lockAgreement(tx, { agreementNumber: input.agreementNumber });
      if (agreement.ended) throw new AppError('BAD_REQUEST', HARDWARE_TEXTS.agreementEnded);
      const alreadyThere = agreement.rows.some((row) =>
        input.kind === 'CARD' ? row.cardNumber === identifier : row.camId === identifier,
      );
      if (alreadyThere)
        throw new AppError(
          'BAD_REQUEST',
          HARDWARE_TEXTS.addFailed(label, 'Utrustningen finns redan på avtalet'),
        );
      let validation: HardwareValidation;
      try {
        validation = await provisioning.validate({
          kind: input.kind,
          identifier,
          agreementNumber: input.agreementNumber,
        });
      } catch (error) {
        adapterFailure(error, HARDWARE_TEXTS.validationFailed);
      }
      const refusal = addHardwareRefusal(
        agreement,
        { kind: input.kind, identifier },
        {
          ...validation,
          kind: input.kind,
          identifier,
        },
      );
      if (refusal) throw new AppError('BAD_REQUEST', refusal, { fieldErrors: { identifier: [refusal] } });
      const hardware = validation.hardware;
      if (!hardware)
        throw new AppError('BAD_REQUEST', HARDWARE_TEXTS.validationFailed('inget svar om utrustningen'));

      let added: { created: boolean; error: string | null };
      try {
        added = await provisioning.add(
          {
            kind: input.kind,
            identifier,
            agreementNumber: agreement.agreementNumber,
            customerNumber: agreement.customer.customerNumber,
          },
          { idempotencyKey: input.requestId },
        );
      } catch (error) {
        adapterFailure(error, (reason) => HARDWARE_TEXTS.addFailed(label, reason));
      }
      if (!added.created)
        throw new AppError('BAD_REQUEST', HARDWARE_TEXTS.addFailed(label, added.error ?? 'okänt fel'));

      const product = await tx.product.findUnique({ where: { productNumber: hardware.productId } });
      const rowNumber = Math.max(0, ...agreement.rows.map((row) => row.rowNumber)) + 1;
      const productType = input.kind === 'CARD' ? 'CARD' : 'HARDWARE';
      const row = await tx.agreementRow.create({
        data: {
          agreementId: agreement.id,
          rowNumber,
          type: productType,
          productType,
          productId: product?.id ?? null,
          productNumber: hardware.productId,
          productName: product?.name ?? hardware.name,
          category: product?.category ?? (input.kind === 'ROUTER' ? 'Bredband' : 'TV'),
          card: 0,
          priceList: 37,
          price: '0.00',
          startDate: new Date(`${today}T00:00:00.000Z`),
          saleDate: new Date(`${today}T00:00:00.000Z`),
          sellerNumber: actor.employeeNumber,
          sellerName: actor.name,
          cardNumber: input.kind === 'CARD' ? identifier : null,
          camId: input.kind === 'CARD' ? null : (hardware.cam ?? hardware.mac ?? identifier),
          serialNumber: hardware.serialNumber,
        },
      });
      await tx.auditEntry.create({
        data: {
          userId: actor.id,
          action: 'hardware.add',
          entityType: 'AgreementRow',
          entityId: String(row.id),
          customerId: agreement.customerId,
          details: { agreementNumber: agreement.agreementNumber, kind: input.kind, identifier },
        },
      });
      await appendAgreementChanged(tx, {
        agreementId: agreement.id,
        actorId: actor.id,
        change: 'hardware.add',
      });
      return { rowId: row.id, message: HARDWARE_TEXTS.added(label, agreement.agreementNumber) };
    },
  );
}
