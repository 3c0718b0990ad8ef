import {
  COMMERCE_CART_STATUS_LABELS,
  COMMERCE_EMAIL_STATUS_LABELS,
  COMMERCE_ORDER_STATUS_LABELS,
  type CommerceCartStatusKey,
  type CommerceEmailStatusKey,
  type CommerceOrderStatusKey,
} from '@sappis/shared/commerce/commerce-admin';
import { Badge } from '@/components/ui/badge.tsx';

const kr = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', maximumFractionDigits: 2 });

/** An amount in kronor, Swedish style ('449,00 kr'). */
export const formatKr = (amount: number) => kr.format(amount);

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
