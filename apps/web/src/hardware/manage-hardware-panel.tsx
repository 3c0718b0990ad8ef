import { useState } from 'react';
import { AgreementPicker, initialAgreementNumber } from '@/agreements/operations/agreement-picker.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { activeFirst } from '@/customers/customer-model.ts';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { AddHardwareTab } from './add-hardware-tab.tsx';
import { EquipmentTab } from './equipment-tab.tsx';
import { RenameCardTab } from './rename-card-tab.tsx';
import { SearchHardwareTab } from './search-hardware-tab.tsx';
import { TransferHardwareTab } from './transfer-hardware-tab.tsx';

export const HARDWARE_TABS = [
  { value: 'equipment', label: 'Utrustning' },
  { value: 'rename', label: 'Byt namn på kort' },
  { value: 'search', label: 'Sök utrustning' },
  { value: 'add', label: 'Lägg till utrustning' },
  { value: 'transfer', label: 'Överför utrustning' },
] as const;

/**
 * The hardware panel ('?panel=manage-hardware&agreement=<n>' preselects the agreement): an agreement picker
 * ('number - delivery address', plus 'Avslutad') and five tabs (document 2 section 2, document 3 panel 1).
 */
export default function ManageHardwarePanel({ customer, params }: PanelProps) {
  const agreements = activeFirst(customer.agreements);
  const asked = params.get('agreement');
  const preselected = initialAgreementNumber(agreements, params, { activeOnly: false });
  // The choice follows a new `&agreement=` until the user picks again.
  const [picked, setPicked] = useState<{ asked: string | null; value: number | null }>({
    asked,
    value: preselected,
  });
  const agreementNumber = picked.asked === asked ? picked.value : preselected;
  const [tab, setTab] = useState<string>('equipment');
  const equipment = trpc.hardware.equipment.useQuery(
    { agreementNumber: agreementNumber ?? 0 },
    { enabled: agreementNumber !== null },
  );

  return (
    <div className="flex flex-col gap-4" data-testid="manage-hardware">
      <AgreementPicker
        agreements={agreements}
        activeOnly={false}
        value={agreementNumber}
        onChange={(value) => setPicked({ asked, value })}
      />
      {agreementNumber === null ? (
        <p className="text-sm text-muted-foreground">Kunden har inget avtal.</p>
      ) : (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Hårdvara">
            {HARDWARE_TABS.map((item) => (
              <TabsTrigger key={item.value} value={item.value}>
                {item.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="pt-4">
            {equipment.isLoading && <p className="text-sm text-muted-foreground">Laddar...</p>}
            {equipment.error && (
              <p role="alert" className="text-sm text-destructive">
                {equipment.error.message}
              </p>
            )}
            {equipment.data && (
              <>
                <TabsContent value="equipment">
                  <EquipmentTab customer={customer} equipment={equipment.data} />
                </TabsContent>
                <TabsContent value="rename">
                  <RenameCardTab equipment={equipment.data} />
                </TabsContent>
                <TabsContent value="search">
                  <SearchHardwareTab />
                </TabsContent>
                <TabsContent value="add">
                  <AddHardwareTab equipment={equipment.data} />
                </TabsContent>
                <TabsContent value="transfer">
                  <TransferHardwareTab customer={customer} equipment={equipment.data} />
                </TabsContent>
              </>
            )}
          </div>
        </Tabs>
      )}
    </div>
  );
}
