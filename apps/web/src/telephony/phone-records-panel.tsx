import { useState } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { PhoneSpecificationTable } from './phone-specification-table.tsx';
import { hasTelephony } from './telephony-agreements.ts';

/**
 * Samtalsspecifikation (`?panel=phone-records&agreement=<n>`): an agreement's call periods and the chosen
 * period's calls with sums. Without an agreement (from 'Ekonomi') it offers the customer's telephony agreements.
 */
export default function PhoneRecordsPanel({ customer, params }: PanelProps) {
  const agreements = customer.agreements.filter(hasTelephony);
  const [agreementNumber, setAgreementNumber] = useState(
    Number(params.get('agreement')) || agreements[0]?.agreementNumber || 0,
  );
  const [picked, setPicked] = useState<string | null>(null);
  const periods = trpc.telephony.periods.useQuery({ agreementNumber }, { enabled: agreementNumber > 0 });
  const journalNumber = picked ?? periods.data?.[0]?.journalNumber ?? '';

  return (
    <div className="flex flex-col gap-4" data-testid="phone-records">
      <search className="flex flex-col gap-1">
        <Label htmlFor="phone-records-agreement">Avtal</Label>
        <NativeSelect
          id="phone-records-agreement"
          value={String(agreementNumber)}
          onChange={(event) => {
            setAgreementNumber(Number(event.target.value));
            setPicked(null);
          }}
        >
          {agreementNumber === 0 && <option value="0">Kunden har inga telefoniavtal</option>}
          {agreements.every((item) => item.agreementNumber !== agreementNumber) && agreementNumber > 0 && (
            <option value={agreementNumber}>{agreementNumber}</option>
          )}
          {agreements.map((item) => (
            <option key={item.agreementNumber} value={item.agreementNumber}>
              {item.agreementNumber}, {item.deliveryAddress}
            </option>
          ))}
        </NativeSelect>
      </search>
      {agreementNumber === 0 ? null : periods.isPending ? (
        <p className="text-sm text-muted-foreground">Laddar...</p>
      ) : !periods.data ? (
        <p className="text-sm text-destructive">Kunde inte hämta samtalsperioderna.</p>
      ) : periods.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Avtalet har inga samtal.</p>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <Label htmlFor="phone-records-period">Period</Label>
            <NativeSelect
              id="phone-records-period"
              value={journalNumber}
              onChange={(event) => setPicked(event.target.value)}
            >
              {periods.data.map((item) => (
                <option key={item.journalNumber} value={item.journalNumber}>
                  {item.period} ({item.calls} samtal)
                </option>
              ))}
            </NativeSelect>
          </div>
          <PhoneSpecificationTable agreementNumber={agreementNumber} journalNumber={journalNumber} />
        </>
      )}
    </div>
  );
}
