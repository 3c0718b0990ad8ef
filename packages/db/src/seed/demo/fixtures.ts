/**
 * Numbers of the demo data that tests and demos can rely on. The demo seed builds these customers, agreements,
 * invoices and cases exactly as described here; everything else is generated around them.
 *
 * Numbering rules of the demo data:
 * - customers 100001-100200 (main system), cantab 400001-400020, bitcom housing associations 450001-450012;
 * - agreement number = customer number x 10 + k (k = 1, 2, ... in the customer's order), e.g. 1000041;
 * - invoice number = customer number x 100 + k: k = 1, 2, 3 dated the 1st of the month 3, 2 and 1 months ago, k = 4
 *   this month (only some customers); due at the end of the invoice month; OCR = invoice number + length digit +
 *   Luhn digit;
 * - case numbers 700001-700999 in creation order; document numbers from 900001;
 * - demo users have ids 1-14 in the order of DEMO_USERS.
 * Scale data (seedScale) uses customer numbers from 2000001, agreement numbers from 20000011 and case numbers
 * from 10000001, so it never collides with these.
 */
export const DEMO_FIXTURES = {
  customers: {
    /** Private customer with Sappa Mix 5 TV and broadband, everything paid and in order. */
    standard: 100001,
    /** Unpaid overdue invoice with reminders, a valid temporary delivery address, temporarily suspended. */
    unpaidWithTemporaryAddress: 100002,
    /** Business customer (customerType BUSINESS, organisation number, 'Företag' services). */
    business: 100003,
    /** Sappa Mix 10 with 10 selected channels, an upcoming, a to-be-replaced and an ended channel, FRI045. */
    channelPackageMix10: 100004,
    protectedIdentity: 100005,
    /** Has a trustee (god man). */
    trustee: 100006,
    /** Credit check (anmärkningskontroll) not done; last check failed with status -99. */
    creditCheckNotDone: 100007,
    /** Only ended agreements ('Kund har inga aktiva avtal'). */
    noActiveAgreements: 100008,
    /** Invoice on collection (controlStatus 'PåInkasso'); its broadband ends in 2 days (continue: warning). */
    onCollection: 100009,
    /** Hardware and card rows with card-row numbers 0, 1-6, 20, 30, 99, 907-927 and >= 995. */
    hardwareAllCardClasses: 100010,
    /** Rows ended, ending within 3 days, ending soon (this month), ending later, bound, upcoming. */
    endingAndBoundRows: 100011,
    /** Campaign rows with discount sub-rows (negative price, parentRowId = the campaign row). */
    campaignWithDiscounts: 100012,
    /** Temporary address that has expired; its broadband (379 kr, list price 399 kr) ends at the end of next month. */
    expiredTemporaryAddress: 100013,
    /** Operator alerts in 4 groups, some longer than 200 characters. */
    longOperatorAlerts: 100014,
    /** Fast telefoni with phone records. */
    telephonyWithPhoneRecords: 100015,
    /** Customer e-mails including duplicates with fromDatabase = false. */
    duplicateEmails: 100016,
    /** Collective agreement (category 200): price list 37 hardware, TEKNISKTPAKET, price list 42 one-time row. */
    collective: 100017,
    /** An agreement without address id (no purchasable delivery address). */
    noPurchasableAddress: 100018,
    /** Two customers with the same personnummer (for merge). */
    mergeSource: 100019,
    mergeTarget: 100020,
    /** Services bought 5 days ago (regret 'Ångra' possible). */
    recentPurchase: 100021,
    /** Paused services: rows ended at month end, restart rows later, PAUS fee row. */
    paused: 100022,
    /** Invalid e-mail address ('(ogiltig epost)'); its broadband ends at the end of this month. */
    invalidEmail: 100023,
    /**
     * Parcels in every status with events, TV cards, devices, signal history, play external id; connection status
     * with services, a netadmin access (MANUELLT VALIDERAD, IP_CATV) and a failing IGMP Snooping diagnostic.
     */
    parcelsAndTvDiagnostics: 100024,
    /** Second business customer, on the collective main agreement. */
    businessCollective: 100025,
    /** Unpaid invoice that is not yet due (no alert for unpaid). */
    unpaidNotDue: 100026,
    /** Two deferments in the last 12 months (deferment status Red) and an unpaid invoice. */
    defermentRed: 100027,
    /** Documents of every type and print state. */
    documents: 100028,
    /** Broadband and TV in Stockholm (Öppen fiber), to be moved to addresses.moveTarget (move agreement, issue 12). */
    moveAgreement: 100029,
  },
  agreements: {
    standardTv: 1000011,
    standardBroadband: 1000012,
    mix10: 1000041,
    hardwareAllCardClasses: 1000101,
    endingAndBoundRows: 1000111,
    campaignWithDiscounts: 1000121,
    telephony: 1000151,
    collective: 1000171,
    noAddressId: 1000181,
    noActiveAgreementsEnded: 1000081,
    recentPurchase: 1000211,
    paused: 1000221,
    business: 1000031,
    moveAgreement: 1000291,
    /**
     * 'Fortsätt tjänster': terminated broadband the address's inventory still offers, ending in 2 days
     * (BAS500, customer onCollection), at the end of next month at 379 kr (BAS250, expiredTemporaryAddress) and at
     * the end of this month (BAS250, invalidEmail).
     */
    continueEndsIn2Days: 1000091,
    continueOldPrice: 1000131,
    continueEndsThisMonth: 1000231,
  },
  invoices: {
    /** Customer 100002: invoiced two months ago, overdue, 2 reminders. */
    unpaidOverdue: 10000202,
    /** Customer 100009: invoiced three months ago, on collection ('PåInkasso'). */
    onCollection: 10000901,
    /** Customer 100001: paid. */
    paid: 10000101,
    /** Customer 100026: invoiced this month, unpaid, due at the end of the month. */
    unpaidNotDue: 10002604,
  },
  cases: {
    /** Payment change of customer 100001: type 120, owner group 42, IN_PROGRESS, header 'Byte av betalsätt till Autogiro', fields Beskrivning, Nuvarande betalsätt (Bankgiro), Nytt betalsätt (Autogiro). */
    paymentChange: 700001,
    /** Parent case with three child cases 700003-700005. */
    parentWithChildren: 700002,
    childCases: [700003, 700004, 700005],
    /** Case with externalTicketNumber 'INC0045821'. */
    externalTicket: 700006,
    externalTicketNumber: 'INC0045821',
    /** Return case (Ånger 184), ACTION_BOOKED. */
    returnRegret: 700007,
    /** Termination of whole agreement (182) for the business customer, owner group 84. */
    businessTermination: 700008,
    /** Case with invoice bases in every status. */
    withInvoiceBases: 700009,
    /** Tagged VIP and Eskalerad (manual tags) and Uppsägning (automatic). */
    tagged: 700010,
    /** First case of the status x priority matrix (50 cases, 700021-700070). */
    matrixFirst: 700021,
  },
  addresses: {
    /** Premises type MDU_COMMON (blocks purchases). */
    mduCommon: '5512300',
    /** Two active accesses on the same main agreement ('Ej valbar'). */
    multipleAccesses: '5512301',
    /** A 32-character upper-case alphanumeric address id. */
    longId: 'A3F9K2L7M1Q8R4T6V0W5X2Y9Z3B7C1D4',
    /** Access with a disconnection date (validTo) in the past. */
    expiredAccess: '5512302',
    /** Netadmin-sourced access with verification codes. */
    netadmin: '5512303',
    /**
     * Where customer moveAgreement moves to: 'Flyttvägen 7' in Stockholm with accesses under main agreements 1101
     * (Öppen fiber: everything moves as it is) and 1102 (Stadsnät: broadband needs a replacement).
     */
    moveTarget: '5512310',
  },
  mainAgreements: { openFiberStockholm: 1101, collectiveHsb: 2201, ended: 1090 },
  cantab: { first: 400001 },
  bitcom: { first: 450001 },
} as const;

/** Number ranges of the demo data, exported for tests. */
export const DEMO_RANGES = {
  customers: [100001, 100200],
  cases: [700001, 700999],
  cantab: [400001, 400020],
  bitcom: [450001, 450012],
} as const;

export const DEMO_CUSTOMER_COUNT = 200;
