import type { PrismaClient } from '@sappis/db';
import { OUTBOX_DELIVERY_STATES, PROVISIONING_STATUSES } from '@sappis/shared';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AdapterCallObserver } from '../adapters/adapter-call-observer.ts';
import type { LiveEvent } from '../events/event-types.ts';
import { countBacklogs } from './count-backlogs.ts';

/** Every series starts with this (docs/metrics.md lists them). */
const PREFIX = 'sappis_';

/** Seconds: a procedure call from a few milliseconds to a slow export. */
const CALL_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: event delivery is expected in milliseconds; a hub reconnect takes seconds. */
const LAG_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: outside systems answer within their timeout (usually 5 to 30 s). */
const ADAPTER_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * One process's metrics, in a registry of its own (not prom-client's global one), so several servers can run in
 * one process (tests). The server, the job queue and the adapters report into it; /metrics reads it.
 */
export interface Metrics {
  readonly registry: Registry;
  readonly contentType: string;
  /** The exposition text; the backlog and connection gauges are read at this moment. */
  scrape(): Promise<string>;
  observeProcedure(procedure: string, type: string, seconds: number): void;
  countProcedureError(procedure: string, code: string): void;
  /** Counts an open subscription until the returned function is called. */
  openSubscription(procedure: string): () => void;
  /** Reads the number of open WebSockets at each scrape. */
  countWebSocketsWith(read: () => number): void;
  /** An event reached a subscriber now: the lag since its row was written. */
  observeEventDelivery(event: LiveEvent): void;
  countJobFailure(queue: string): void;
  readonly adapterCalls: AdapterCallObserver;
}

/**
 * `processMetrics`: also prom-client's default metrics of the process (CPU, memory, event loop, GC); only the
 * process's own registry (main.ts) asks for them, as their monitors stay for the process's lifetime.
 */
export function createMetrics(prisma: PrismaClient, options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const registers = [registry];

  const procedureDuration = new Histogram({
    name: `${PREFIX}trpc_procedure_duration_seconds`,
    help: 'Time a tRPC query or mutation took, by procedure (subscriptions are counted as open, not timed).',
    labelNames: ['procedure', 'type'] as const,
    buckets: CALL_BUCKETS,
    registers,
  });
  const procedureErrors = new Counter({
    name: `${PREFIX}trpc_errors_total`,
    help: 'tRPC calls that ended in an error, by procedure and tRPC error code.',
    labelNames: ['procedure', 'code'] as const,
    registers,
  });
  const openSubscriptions = new Gauge({
    name: `${PREFIX}trpc_open_subscriptions`,
    help: 'tRPC subscriptions being streamed now, by procedure.',
    labelNames: ['procedure'] as const,
    registers,
  });
  let readWebSockets = () => 0;
  new Gauge({
    name: `${PREFIX}websockets_open`,
    help: 'Open WebSocket connections.',
    registers,
    collect() {
      this.set(readWebSockets());
    },
  });
  const eventDeliveryLag = new Histogram({
    name: `${PREFIX}event_delivery_lag_seconds`,
    help: "Time from a live event row's createdAt to its delivery to a subscriber.",
    buckets: LAG_BUCKETS,
    registers,
  });
  const jobFailures = new Counter({
    name: `${PREFIX}job_failures_total`,
    help: 'pg-boss jobs whose handler failed (pg-boss retries them), by queue.',
    labelNames: ['queue'] as const,
    registers,
  });
  const adapterDuration = new Histogram({
    name: `${PREFIX}adapter_call_duration_seconds`,
    help: 'Time a call to an outside system took, by adapter and method (failures included).',
    labelNames: ['system', 'method'] as const,
    buckets: ADAPTER_BUCKETS,
    registers,
  });
  const adapterFailures = new Counter({
    name: `${PREFIX}adapter_call_failures_total`,
    help: 'Calls to an outside system that failed, by adapter, method and reason (timeout or error).',
    labelNames: ['system', 'method', 'reason'] as const,
    registers,
  });
  const emailBacklog = new Gauge({
    name: `${PREFIX}email_outbox_messages`,
    help: 'Rows of the e-mail outbox (customer_emails) by status, read at scrape time.',
    labelNames: ['status'] as const,
    registers,
  });
  const smsBacklog = new Gauge({
    name: `${PREFIX}sms_outbox_messages`,
    help: 'Rows of the SMS outbox (customer_text_messages with a delivery state) by delivery state, read at scrape time.',
    labelNames: ['status'] as const,
    registers,
  });
  const provisioningBacklog = new Gauge({
    name: `${PREFIX}provisioning_orders`,
    help: 'Provisioning orders by status, read at scrape time.',
    labelNames: ['status'] as const,
    registers,
  });

  return {
    registry,
    contentType: registry.contentType,
    async scrape() {
      const backlogs = await countBacklogs(prisma);
      emailBacklog.reset();
      for (const { status, count } of backlogs.emails) emailBacklog.set({ status }, count);
      // Every known status is a series (0 when none), so an alert on one does not depend on it having existed.
      for (const status of OUTBOX_DELIVERY_STATES) smsBacklog.set({ status }, 0);
      for (const { status, count } of backlogs.textMessages) smsBacklog.set({ status }, count);
      for (const status of PROVISIONING_STATUSES) provisioningBacklog.set({ status }, 0);
      for (const { status, count } of backlogs.provisioningOrders) provisioningBacklog.set({ status }, count);
      return registry.metrics();
    },
    observeProcedure: (procedure, type, seconds) => procedureDuration.observe({ procedure, type }, seconds),
    countProcedureError: (procedure, code) => procedureErrors.inc({ procedure, code }),
    openSubscription(procedure) {
      openSubscriptions.inc({ procedure });
      return () => openSubscriptions.dec({ procedure });
    },
    countWebSocketsWith(read) {
      readWebSockets = read;
    },
    observeEventDelivery: (event) =>
      eventDeliveryLag.observe(Math.max(0, Date.now() - Date.parse(event.createdAt)) / 1_000),
    countJobFailure: (queue) => jobFailures.inc({ queue }),
    adapterCalls: {
      called: (system, method, seconds) => adapterDuration.observe({ system, method }, seconds),
      failed: (system, method, reason) => adapterFailures.inc({ system, method, reason }),
    },
  };
}
