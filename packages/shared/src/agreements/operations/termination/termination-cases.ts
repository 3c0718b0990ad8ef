import { runsOnExternalNetwork } from '../../external-network.ts';
import type { PlannedCase, PlannedCaseField } from '../plan.ts';
import { BUSINESS_SUPPORT_GROUP, CUSTOMER_SERVICE_GROUP, plannedCase } from '../planned-case.ts';
import type { OperationContext, OperationRow } from '../snapshot.ts';
import type { TerminationScope } from './termination-reasons.ts';

/** Document 2 section 9: the termination cases and the regret owner groups. */
export const TERMINATION_CASES = {
  typeIds: { avtal: 182, abonnemang: 183 } satisfies Record<TerminationScope, number>,
  regretGroups: { default: 168, tv: 104, broadband: 103 },
  /** A service with this in its name is a business service: its termination also goes to business support. */
  businessServiceMarker: 'Företag',
} as const;

/**
 * The regret owner group: 168, or on an external network (another operator's, runsOnExternalNetwork) 104 when a
 * TV service is regretted and 103 when a broadband one is.
 */
export function regretOwnerGroup(context: OperationContext, selected: readonly OperationRow[]): number {
  const { regretGroups } = TERMINATION_CASES;
  if (!runsOnExternalNetwork(context.agreement)) return regretGroups.default;
  if (selected.some((row) => row.category === 'TV')) return regretGroups.tv;
  if (selected.some((row) => row.category === 'Bredband')) return regretGroups.broadband;
  return regretGroups.default;
}

/**
 * The cases of a termination: type 182 (whole agreement) or 183, in group 42 with status 2, or for a business
 * customer group 84 with status 1; priority 0. Business customers and services named 'Företag' also get a case
 * with status 1 in group 84, unless the main case already is exactly that.
 */
export function terminationCases(args: {
  context: OperationContext;
  scope: TerminationScope;
  selected: readonly OperationRow[];
  header: string;
  fields: PlannedCaseField[];
  /** The owner group instead of 42/84 (regret). */
  ownerGroupId?: number;
}): PlannedCase[] {
  const business = args.context.customer.customerType === 'BUSINESS';
  const main = plannedCase({
    typeId: TERMINATION_CASES.typeIds[args.scope],
    ownerGroupId: args.ownerGroupId ?? (business ? BUSINESS_SUPPORT_GROUP : CUSTOMER_SERVICE_GROUP),
    status: business ? 'NOT_STARTED' : 'IN_PROGRESS',
    priority: 'LOWEST',
    header: args.header,
    fields: args.fields,
  });
  const businessService = args.selected.some((row) =>
    row.productName.includes(TERMINATION_CASES.businessServiceMarker),
  );
  const mainIsBusinessCase = main.status === 'NOT_STARTED' && main.ownerGroupId === BUSINESS_SUPPORT_GROUP;
  if (!(business || businessService) || mainIsBusinessCase) return [main];
  return [
    main,
    plannedCase({
      ...main,
      ownerGroupId: BUSINESS_SUPPORT_GROUP,
      status: 'NOT_STARTED',
      header: `Företag: ${args.header}`,
    }),
  ];
}
