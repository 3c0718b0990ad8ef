import { nixCodeLabel } from '@sappis/shared/customers/nix-code';
import { SECURITY_CLASSES } from '@sappis/shared/customers/security-class';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { type Customer, isBusinessCustomer } from './customer-model.ts';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm text-slate-900 wrap-anywhere">{value || '-'}</dd>
    </div>
  );
}

/** Contact and delivery data of the customer, its security class and nix code. */
export function CustomerSummary({ customer }: { customer: Customer }) {
  const delivery = [
    customer.deliveryAddress,
    [customer.deliveryPostalCode, customer.deliveryCity].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">
            {isBusinessCustomer(customer.customerType) ? 'Företagskund' : 'Privatkund'}
          </Badge>
        </div>
        <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="E-post" value={customer.email} />
          <Field label="Telefon" value={customer.phone} />
          <Field label="Mobil" value={customer.mobilePhone} />
          <Field label="Leveransadress" value={delivery} />
          <Field label="Klassning" value={SECURITY_CLASSES[customer.securityClass]?.label} />
          <Field label="Nixkod" value={nixCodeLabel(customer.nixCodeNumber)} />
        </dl>
      </CardContent>
    </Card>
  );
}
