import {
  PROVISIONING_STATUS_LABELS,
  type ProvisioningStatus,
  provisioningCategory,
} from '@sappis/shared/provisioning/provisioning-rules';
import { Badge, type BadgeProps } from '@/components/ui/badge.tsx';

const VARIANT: Record<ReturnType<typeof provisioningCategory>, BadgeProps['variant']> = {
  FAILED: 'destructive',
  WAITING: 'warning',
  ONGOING: 'secondary',
  FINISHED: 'success',
  BLOCKING: 'outline',
};

/** The partner's status code with its Swedish meaning, coloured by category (failed red, done green). */
export function ProvisioningStatusBadge({ status }: { status: ProvisioningStatus }) {
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge variant={VARIANT[provisioningCategory(status)]} data-testid="provisioning-status">
        {status}
      </Badge>
      <span className="text-xs text-muted-foreground">{PROVISIONING_STATUS_LABELS[status]}</span>
    </span>
  );
}
