import { formatPrice } from '@sappis/shared/agreements/prices';
import {
  COMMERCE_CART_STATUS_LABELS,
  COMMERCE_EMAIL_STATUS_LABELS,
  COMMERCE_ORDER_STATUS_LABELS,
  type CommerceCartStatusKey,
  type CommerceEmailStatusKey,
  type CommerceOrderStatusKey,
} from '@sappis/shared/commerce/commerce-admin';
import { Badge } from '@/components/ui/badge.tsx';

/** An amount in kronor as every price shows ('449 kr', '99,50 kr'). */
export const formatKr = (amount: number) => formatPrice(amount, { oneOff: true });

export function OrderStatusBadge({ status }: { status: CommerceOrderStatusKey }) {
  return (
    <Badge variant={status === 'FAILED' ? 'destructive' : 'success'}>
      {COMMERCE_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

export function CartStatusBadge({ status }: { status: CommerceCartStatusKey }) {
  return (
    <Badge variant={status === 'ABANDONED' ? 'secondary' : status === 'ORDERED' ? 'success' : 'outline'}>
      {COMMERCE_CART_STATUS_LABELS[status]}
    </Badge>
  );
}

export function EmailStatusBadge({ status }: { status: CommerceEmailStatusKey }) {
  return (
    <Badge variant={status === 'BOUNCED' || status === 'NOT_SENT' ? 'destructive' : 'outline'}>
      {COMMERCE_EMAIL_STATUS_LABELS[status]}
    </Badge>
  );
}
