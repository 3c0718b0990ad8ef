import { INVOICE_DELIVERY_TYPES, PAYMENT_TYPES } from '@sappis/shared/customer-codes';
import { PaymentMethodChangeButton } from '@/agreements/payment-method/payment-method-change-button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { trpc } from '@/lib/trpc.ts';
import { DetailsSection } from './details-section.tsx';
import { SelectField } from './form-field.tsx';
import type { PanelProps } from './panel-props.ts';

const text = (value: string | null | undefined) => value ?? '';

function ReadOnlyValue({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} readOnly disabled />
    </div>
  );
}

const labelOf = (list: readonly { key: string; label: string }[], key: string) =>
  list.find((item) => item.key === key)?.label ?? key;

/** Change customer details (document 1 section 2.5): delivery, invoice and contact sections. */
export default function CustomerDetailsPanel({ customer }: PanelProps) {
  const delivery = trpc.customers.invoiceDelivery.useQuery({ customerNumber: customer.customerNumber });
  if (delivery.isPending) return <p className="text-sm text-muted-foreground">Laddar...</p>;
  const paymentType = delivery.data?.paymentType ?? customer.paymentType;
  const possibleTypes: string[] = delivery.data?.possibleDeliveryTypes ?? [];
  return (
    <div className="flex flex-col gap-5">
      <DetailsSection
        customerNumber={customer.customerNumber}
        section="delivery"
        title="Leverans"
        readOnly={<ReadOnlyValue id="personal-id" label="Personnummer" value={customer.personalId} />}
        fields={[
          { key: 'firstName', label: 'Förnamn' },
          { key: 'lastName', label: 'Efternamn' },
          { key: 'deliveryAddress', label: 'Leveransadress' },
          { key: 'deliveryPostalCode', label: 'Postnummer' },
          { key: 'deliveryCity', label: 'Ort' },
        ]}
        stored={{
          firstName: customer.firstName,
          lastName: customer.lastName,
          deliveryAddress: text(customer.deliveryAddress),
          deliveryPostalCode: text(customer.deliveryPostalCode),
          deliveryCity: text(customer.deliveryCity),
        }}
      />
      <DetailsSection
        customerNumber={customer.customerNumber}
        section="invoice"
        title="Faktura"
        readOnly={
          <>
            <ReadOnlyValue id="payment-type" label="Betalsätt" value={labelOf(PAYMENT_TYPES, paymentType)} />
            <PaymentMethodChangeButton />
          </>
        }
        fields={[
          { key: 'invoiceName', label: 'Mottagare' },
          { key: 'invoiceAddress', label: 'Adress' },
          { key: 'invoiceCoAddress', label: 'C/o' },
          { key: 'invoicePostalCode', label: 'Postnummer' },
          { key: 'invoiceCity', label: 'Ort' },
        ]}
        stored={{
          invoiceName: text(customer.invoiceName),
          invoiceAddress: text(customer.invoiceAddress),
          invoiceCoAddress: text(customer.invoiceCoAddress),
          invoicePostalCode: text(customer.invoicePostalCode),
          invoiceCity: text(customer.invoiceCity),
          invoiceDeliveryType: delivery.data?.currentDeliveryType ?? customer.invoiceDeliveryType,
        }}
        extra={(values, set, locked) => (
          <SelectField
            id="invoice-delivery-type"
            label="Leveranssätt"
            value={values.invoiceDeliveryType ?? ''}
            disabled={locked}
            onChange={(value) => set('invoiceDeliveryType', value)}
          >
            {!possibleTypes.includes(values.invoiceDeliveryType ?? '') && (
              <option value={values.invoiceDeliveryType}>
                {labelOf(INVOICE_DELIVERY_TYPES, values.invoiceDeliveryType ?? '')}
              </option>
            )}
            {possibleTypes.map((type) => (
              <option key={type} value={type}>
                {labelOf(INVOICE_DELIVERY_TYPES, type)}
              </option>
            ))}
          </SelectField>
        )}
      />
      <DetailsSection
        customerNumber={customer.customerNumber}
        section="contact"
        title="Kontakt"
        fields={[
          { key: 'email', label: 'E-post' },
          { key: 'mobilePhone', label: 'Mobil' },
          { key: 'phone', label: 'Telefon' },
        ]}
        stored={{
          email: text(customer.email),
          mobilePhone: text(customer.mobilePhone),
          phone: text(customer.phone),
        }}
      />
    </div>
  );
}
