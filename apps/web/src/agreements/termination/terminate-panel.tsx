import { DECEASED_TERMINATION_GROUPS } from '@sappis/shared/agreements/operations/termination/termination-reasons';
import { reversibleRows } from '@sappis/shared/agreements/operations/termination/termination-rows';
import { TERMINATION_TEXTS } from '@sappis/shared/agreements/operations/termination/termination-texts';
import { hasAnyGroup } from '@sappis/shared/groups';
import { useState } from 'react';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { AgreementPicker, initialAgreementNumber } from '../operations/agreement-picker.tsx';
import type { TerminationTab } from './termination-kinds.ts';
import { TerminationWizard } from './termination-wizard.tsx';

const Banner = ({ children }: { children: string }) => (
  <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm">
    {children}
  </p>
);

/**
 * Terminate agreement (document 2 sections 2, 5, 6): tabs 'Avsluta', 'Ångra' (only when a service can still be
 * regretted) and 'Avsluta (avliden)' (admin, {product}_IT, super user; the server checks too), each a wizard.
 */
export default function TerminatePanel({ customer, params, close }: PanelProps) {
  const [agreementNumber, setAgreementNumber] = useState(() =>
    initialAgreementNumber(customer.agreements, params),
  );
  const [tab, setTab] = useState<TerminationTab>('terminate');
  const user = useCurrentUser();
  const { data } = trpc.agreements.operationContext.useQuery(
    { agreementNumber: agreementNumber ?? 0 },
    { enabled: agreementNumber !== null },
  );
  // An open 'Ångra' tab stays while its feedback shows, even when nothing is left to regret.
  const tabs: TerminationTab[] = [
    'terminate',
    ...((data && reversibleRows(data.context, data.today).length > 0) || tab === 'regret'
      ? ['regret' as const]
      : []),
    ...(hasAnyGroup(user.groups, DECEASED_TERMINATION_GROUPS) ? ['deceased' as const] : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      <AgreementPicker
        agreements={customer.agreements}
        value={agreementNumber}
        onChange={setAgreementNumber}
      />
      {data?.context.customer.customerType === 'BUSINESS' && (
        <Banner>{TERMINATION_TEXTS.companyNotice}</Banner>
      )}
      <Tabs value={tab} onValueChange={(value) => setTab(value as TerminationTab)}>
        <TabsList>
          {tabs.map((item) => (
            <TabsTrigger key={item} value={item}>
              {TERMINATION_TEXTS.tabs[item]}
            </TabsTrigger>
          ))}
        </TabsList>
        {agreementNumber !== null &&
          tabs.map((item) => (
            <TabsContent key={item} value={item} className="flex flex-col gap-3 pt-3">
              {item === 'regret' && <Banner>{TERMINATION_TEXTS.regretBanner}</Banner>}
              <TerminationWizard
                key={agreementNumber}
                tab={item}
                customerNumber={customer.customerNumber}
                agreementNumber={agreementNumber}
                onClose={close}
              />
            </TabsContent>
          ))}
      </Tabs>
    </div>
  );
}
