import type { Prisma } from '@sappis/db';
import {
  ADDRESS_SEARCH,
  addressPickRefusal,
  hitSummary,
  isPurchaseBlocked,
  isSelectable,
  parseStreetAndNumber,
  passedDisconnection,
} from '@sappis/shared';
import { accessView } from '../access-view.ts';
import { addressView } from '../address-view.ts';
import { pickingAgreement } from './picking-agreement.ts';

type Db = Prisma.TransactionClient;

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ'];

/** The house number as typed and with a letter (12, 12A, 12a ...): '1' does not find 10 to 19. */
const numberForms = (number: string) => [
  number,
  ...LETTERS.flatMap((letter) => [`${number}${letter}`, `${number}${letter.toLowerCase()}`]),
];

/**
 * Step 1 of verify address and of add agreement (document 3 sections 4, 5): the address register searched by
 * street and number only. At most 50 hits are returned with the total; each hit says whether it can be picked
 * ('Ej valbar *' with several active accesses on the same main agreement, netadmin excluded), the passed
 * disconnection date and whether its premises type blocks purchases. Searched for an agreement (verify address, make
 * address purchasable), each hit also says why that agreement cannot take it (another town, no access under its
 * main agreement), so the agent is told at pick time.
 */
export async function verifySearch(
  db: Db,
  { query, today, agreementNumber = null }: { query: string; today: string; agreementNumber?: number | null },
) {
  const agreement = agreementNumber === null ? null : await pickingAgreement(db, agreementNumber);
  const { street, number } = parseStreetAndNumber(query);
  const where: Prisma.AddressWhereInput = {
    street: { startsWith: street, mode: 'insensitive' },
    ...(number === null ? {} : { number: { in: numberForms(number) } }),
  };
  const [total, addresses] = await Promise.all([
    db.address.count({ where }),
    db.address.findMany({
      where,
      orderBy: [
        { street: 'asc' },
        { number: 'asc' },
        { entrance: 'asc' },
        { apartment: 'asc' },
        { id: 'asc' },
      ],
      take: ADDRESS_SEARCH.pageSize,
      include: {
        accesses: {
          include: { mainAgreement: { select: { number: true, name: true } } },
          orderBy: { id: 'asc' },
        },
      },
    }),
  ]);
  return {
    total,
    summary: hitSummary(total),
    hits: addresses.map((address) => {
      const accesses = address.accesses.map((access) => accessView(access, today));
      const active = accesses.filter((access) => access.active);
      return {
        ...addressView(address),
        accesses,
        selectable: isSelectable(accesses, today),
        disconnectedOn: passedDisconnection(accesses, today),
        purchaseBlocked: active.some((access) => isPurchaseBlocked(access.premisesType)),
        refusal: agreement ? addressPickRefusal({ city: address.city, accesses }, agreement, today) : null,
      };
    }),
  };
}
