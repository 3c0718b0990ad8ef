import {
  createDisruptionSchema,
  splitScopeList,
  updateDisruptionSchema,
} from '@sappis/shared/disruptions/disruptions';
import type { ProvisioningPlatform } from '@sappis/shared/provisioning/provisioning-rules';

/** What the form holds, as typed. */
export interface DisruptionFormValues {
  title: string;
  text: string;
  /** 'YYYY-MM-DD HH:mm' in the browser's time (the date picker with time). */
  showFrom: string;
  markAsFinished: boolean;
  networks: string;
  centrals: string;
  addressIds: string;
  /** The services it touches; none ticked: every service. */
  platforms: ProvisioningPlatform[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as the date picker's 'YYYY-MM-DD HH:mm' in the browser's time. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function emptyDisruptionForm(now: Date = new Date()): DisruptionFormValues {
  return {
    title: '',
    text: '',
    showFrom: toLocalInput(now.toISOString()),
    markAsFinished: false,
    networks: '',
    centrals: '',
    addressIds: '',
    platforms: [],
  };
}

export function disruptionFormOf(disruption: {
  title: string;
  showFrom: string;
  markAsFinished: boolean;
  networks: string[];
  centrals: string[];
  addressIds: string[];
  platforms: ProvisioningPlatform[];
}): DisruptionFormValues {
  return {
    title: disruption.title,
    text: '',
    showFrom: toLocalInput(disruption.showFrom),
    markAsFinished: disruption.markAsFinished,
    networks: disruption.networks.join(', '),
    centrals: disruption.centrals.join(', '),
    addressIds: disruption.addressIds.join(', '),
    platforms: disruption.platforms,
  };
}

/**
 * The form as the procedure's input, checked with the server's own schema: the input, or the first message per
 * field. Creating needs a text (the first event); updating adds one only when a text is given.
 */
export function disruptionInputOf(values: DisruptionFormValues, mode: 'create' | 'update') {
  const local = new Date(values.showFrom.replace(' ', 'T'));
  const input = {
    title: values.title,
    text: values.text,
    showFrom: values.showFrom === '' || Number.isNaN(local.getTime()) ? '' : local.toISOString(),
    markAsFinished: values.markAsFinished,
    networks: splitScopeList(values.networks),
    centrals: splitScopeList(values.centrals),
    addressIds: splitScopeList(values.addressIds),
    platforms: values.platforms,
  };
  const parsed = (mode === 'create' ? createDisruptionSchema : updateDisruptionSchema).safeParse(input);
  if (parsed.success) return { ok: true as const, input };
  const errors: Partial<Record<keyof DisruptionFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof DisruptionFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false as const, errors };
}
