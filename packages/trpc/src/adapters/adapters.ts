import type { PrismaClient } from '@sappis/db';
import { moveCheckAdapter } from '../agreements/move/move-check-adapter.ts';
import { commerceCatalogueAdapter } from '../commerce/commerce-catalogue.ts';
import { commerceEmailsAdapter } from '../commerce/commerce-emails.ts';
import { commerceOrderPlacingAdapter } from '../commerce/commerce-order-placing.ts';
import { networkApiAdapter } from '../connection-status/network-api.ts';
import { creditBureauAdapter } from '../credit-checks/credit-bureau.ts';
import { customerSyncAdapter } from '../customer-sync/customer-sync-adapter.ts';
import { personalNumberLookupAdapter } from '../customers/create/personal-number-lookup.ts';
import { emailSenderAdapter } from '../email/email-sender.ts';
import { billingSyncAdapter } from '../hardware/billing-sync.ts';
import { tvProvisioningAdapter } from '../hardware/tv-provisioning.ts';
import { marketabilityAdapter } from '../marketability/marketability-adapter.ts';
import { commerceInventoryAdapter } from '../orders/commerce-inventory.ts';
import { parcelTrackingAdapter } from '../parcels/parcel-tracking.ts';
import { provisioningPartnerAdapter } from '../provisioning/provisioning-partner.ts';
import type { SmsGatewaySettings } from '../sms/delivery/sms-gateway.ts';
import { smsAdapterOverrides, smsSenderAdapter } from '../sms/sms-sender.ts';
import { tvMiddlewareAdapter } from '../tv-diagnostics/tv-middleware.ts';
import type { AdapterCallObserver } from './adapter-call-observer.ts';
import type { AdapterDefinition } from './adapter-definition.ts';
import { type AdapterCallSettings, guardAdapter } from './guard-adapter.ts';
import { observeAdapter } from './observe-adapter.ts';

/**
 * Every outside system the server talks to. A new adapter is an interface with its default implementation in
 * its domain folder, and one line here; its methods take one input and the call (adapter-call.ts).
 */
const ADAPTERS = {
  parcels: parcelTrackingAdapter,
  tvMiddleware: tvMiddlewareAdapter,
  networkApi: networkApiAdapter,
  tvProvisioning: tvProvisioningAdapter,
  billingSync: billingSyncAdapter,
  moveCheck: moveCheckAdapter,
  marketability: marketabilityAdapter,
  commerceInventory: commerceInventoryAdapter,
  customerSync: customerSyncAdapter,
  commerceCatalogue: commerceCatalogueAdapter,
  commerceEmails: commerceEmailsAdapter,
  provisioningPartner: provisioningPartnerAdapter,
  email: emailSenderAdapter,
  creditBureau: creditBureauAdapter,
  personalNumberLookup: personalNumberLookupAdapter,
  commerceOrders: commerceOrderPlacingAdapter,
  sms: smsSenderAdapter,
} satisfies Record<string, AdapterDefinition<unknown>>;

export type Adapters = { [K in keyof typeof ADAPTERS]: ReturnType<(typeof ADAPTERS)[K]['createDefault']> };

export interface AdapterSettings {
  /** Every call waits this long first (setting ADAPTER_LATENCY_MS); 0 in production. */
  latencyMs: number;
  /** Overrides every adapter's own timeout (setting ADAPTER_TIMEOUT_MS); tests use it for timeouts. */
  timeoutMs?: number;
  /** The SMS gateway (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN, SMS_SENDER); unset: SMS are kept as NOT_CONFIGURED. */
  smsGateway?: SmsGatewaySettings;
}

export const DEFAULT_ADAPTER_SETTINGS: AdapterSettings = { latencyMs: 0 };

/**
 * The guarded adapters (latency, timeout, failures as AdapterError): the defaults, or `overrides` (a test's
 * failing adapter, a real system's client), the SMS outbox NOT_CONFIGURED without `settings.smsGateway`; each call reported to `observer` (the metrics) by its name here.
 */
export function createAdapters(
  prisma: PrismaClient,
  settings: AdapterSettings = DEFAULT_ADAPTER_SETTINGS,
  overrides: Partial<Adapters> = {},
  observer?: AdapterCallObserver,
): Adapters {
  const configured: Partial<Adapters> = { ...smsAdapterOverrides(settings.smsGateway), ...overrides };
  const entries = Object.entries(ADAPTERS) as [keyof Adapters, AdapterDefinition<object>][];
  return Object.fromEntries(
    entries.map(([name, definition]) => {
      const call: AdapterCallSettings = {
        latencyMs: settings.latencyMs,
        timeoutMs: settings.timeoutMs ?? definition.timeoutMs,
      };
      const adapter = (configured[name] as object | undefined) ?? definition.createDefault(prisma);
      // biome-ignore lint/suspicious/noExplicitAny: each entry is checked by ADAPTERS' own types.
      const guarded = guardAdapter(definition.system, adapter as any, call);
      return [name, observer ? observeAdapter(name, guarded, observer) : guarded];
    }),
  ) as Adapters;
}

const defaultsByClient = new WeakMap<PrismaClient, Adapters>();

/** The default adapters of a client, made once (contexts are made per request). */
export function defaultAdaptersOf(prisma: PrismaClient): Adapters {
  let adapters = defaultsByClient.get(prisma);
  if (!adapters) {
    adapters = createAdapters(prisma);
    defaultsByClient.set(prisma, adapters);
  }
  return adapters;
}
