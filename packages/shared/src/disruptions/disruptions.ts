import { z } from 'zod';
import { Group, type GroupName, hasAnyGroup } from '../groups.ts';
import { plainText, requiredText } from '../input/safe-input.ts';
import { PROVISIONING_PLATFORMS, type ProvisioningPlatform } from '../provisioning/provisioning-rules.ts';

export {
  DISRUPTION_FINISHED,
  DISRUPTION_ONGOING,
  DISRUPTION_PLATFORM_LABELS,
  disruptionStatusLabel,
} from './disruption-labels.ts';

/**
 * Operating disruptions (driftstörningar, document 3 panel 25 and section 3; document 1 route /sappis/disruptions).
 * A disruption has a title, an event list (the JSON list of UpdatedAt and Text), markAsFinished and showFrom.
 */

/**
 * Who may create and update disruptions. The documents do not say (the page itself is for every SAPPIS user):
 * the IT, admin, third-line and technical groups, who run the network.
 */
export const DISRUPTION_EDITOR_GROUPS: readonly GroupName[] = [
  Group.PRODUCT_IT,
  Group.ADMIN,
  Group.THIRD_LINE,
  Group.PRODUCT_TEKNIK,
];

export function canEditDisruptions(groups: readonly string[]): boolean {
  return hasAnyGroup(groups, DISRUPTION_EDITOR_GROUPS);
}

/** One entry of a disruption's event list, as stored (the legacy JSON's field names). */
export interface DisruptionEvent {
  UpdatedAt: string;
  Text: string;
}

/** A disruption is shown from its showFrom on. */
export function isDisruptionShown(disruption: { showFrom: string }, now: Date): boolean {
  return new Date(disruption.showFrom).getTime() <= now.getTime();
}

const eventSchema = z.object({ UpdatedAt: z.string(), Text: z.string() });

/** The stored JSON list as events, newest first; entries that are not { UpdatedAt, Text } are left out. */
export function disruptionEvents(stored: unknown): DisruptionEvent[] {
  const list = Array.isArray(stored) ? stored : [];
  const events = list.flatMap((item) => {
    const parsed = eventSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return events.sort((a, b) => Date.parse(b.UpdatedAt) - Date.parse(a.UpdatedAt));
}

/**
 * What a disruption touches: networks, main centrals (where the network's equipment is) and single addresses.
 * With none of them it touches every customer. `platforms` narrows it to the customers with a service running on
 * them (a TV channel fault is not a broadband-only customer's); none: every service.
 */
export interface DisruptionScope {
  networks: readonly string[];
  centrals: readonly string[];
  addressIds: readonly string[];
  platforms: readonly ProvisioningPlatform[];
}

/**
 * Where a customer's active agreements are (networks, main centrals, address ids) and the platforms of the
 * services running today.
 */
export type CustomerPlaces = DisruptionScope;

const lowerCaseSet = (values: readonly string[]) => new Set(values.map((value) => value.toLowerCase()));

/** Whether the disruption names none of `listed` or one of the customer's `own` (any case). */
function within(listed: readonly string[], own: readonly string[]): boolean {
  if (listed.length === 0) return true;
  const values = lowerCaseSet(own);
  return listed.some((value) => values.has(value.toLowerCase()));
}

/**
 * Whether a disruption touches a customer. A listed address touches the customer at it. Networks and centrals
 * narrow each other: a disruption on a network at a central touches only customers on that network whose
 * agreements are at that central (a cut fibre on Hisingen is not a Stockholm customer's, though the network
 * has the same name); with networks alone it touches the whole network, with centrals alone everyone there.
 * Named platforms first rule out the customers with no service on them.
 */
export function disruptionTouches(scope: DisruptionScope, customer: CustomerPlaces): boolean {
  const { networks, centrals, addressIds, platforms } = scope;
  if (platforms.length > 0 && !platforms.some((platform) => customer.platforms.includes(platform)))
    return false;
  if (networks.length === 0 && centrals.length === 0 && addressIds.length === 0) return true;
  if (addressIds.some((id) => customer.addressIds.includes(id))) return true;
  if (networks.length === 0 && centrals.length === 0) return false;
  return within(networks, customer.networks) && within(centrals, customer.centrals);
}

export const DISRUPTION_TEXTS = {
  titleRequired: 'Ange en rubrik',
  titleTooLong: 'Rubriken får vara högst 200 tecken',
  textRequired: 'Beskriv störningen',
  textTooLong: 'Texten får vara högst 2000 tecken',
  showFromInvalid: 'Ange när störningen ska visas',
  listInvalid: 'Ange högst 20 värden, vart och ett högst 40 tecken',
  notFound: 'Störningen finns inte',
  created: 'Störningen har skapats',
  updated: 'Störningen har uppdaterats',
} as const;

const scopeList = z
  .array(plainText(40, DISRUPTION_TEXTS.listInvalid).transform((value) => value.trim()))
  .max(20, DISRUPTION_TEXTS.listInvalid)
  .transform((values) => [...new Set(values.filter((value) => value !== ''))]);

export const disruptionFieldsSchema = z.object({
  title: requiredText(200, {
    required: DISRUPTION_TEXTS.titleRequired,
    tooLong: DISRUPTION_TEXTS.titleTooLong,
  }),
  /** An ISO date-time (the form sends its local 'YYYY-MM-DD HH:mm' as one). */
  showFrom: z.iso.datetime({ offset: true, error: DISRUPTION_TEXTS.showFromInvalid }),
  markAsFinished: z.boolean(),
  networks: scopeList,
  centrals: scopeList,
  addressIds: scopeList,
  /** The services it touches (none: every service). */
  platforms: z
    .array(z.enum(PROVISIONING_PLATFORMS))
    .max(PROVISIONING_PLATFORMS.length)
    .default([])
    .transform((values) => [...new Set(values)]),
});

/** Creating: the fields and the first event's text. */
export const createDisruptionSchema = disruptionFieldsSchema.extend({
  text: requiredText(2000, {
    required: DISRUPTION_TEXTS.textRequired,
    tooLong: DISRUPTION_TEXTS.textTooLong,
  }),
});

/** Updating: the fields and, optionally, the text of a new event ('' adds none). */
export const updateDisruptionSchema = disruptionFieldsSchema.extend({
  text: plainText(2000, DISRUPTION_TEXTS.textTooLong).transform((value) => value.trim()),
});

export type DisruptionFields = z.infer<typeof disruptionFieldsSchema>;

/** The form's comma- or line-separated list ('Öppen fiber, Stadsnät') as values. */
export function splitScopeList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}
