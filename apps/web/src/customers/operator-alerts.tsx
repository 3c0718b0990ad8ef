import { OPERATOR_ALERT_GROUPS_SHOWN, OPERATOR_ALERT_PANEL_MAX_PX } from '@sappis/shared/customers/info-box';
import { OPERATOR_ALERT_MAX, truncate } from '@sappis/shared/text';
import { useState } from 'react';
import { NoticeSection } from '@/components/notice-section.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { Customer } from './customer-model.ts';

function AlertText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = text.length > OPERATOR_ALERT_MAX;
  return (
    <li className="text-sm text-slate-800">
      {expanded || !long ? text : truncate(text, OPERATOR_ALERT_MAX)}
      {long && (
        <Button variant="link" size="sm" className="h-auto px-1 py-0" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Visa mindre' : 'Visa mer'}
        </Button>
      )}
    </li>
  );
}

/**
 * Alerts for the operator, collapsed to one line until opened: at most 300 px high, 3 groups before 'Visa fler',
 * long alerts cut at 200.
 */
export function OperatorAlerts({ groups }: { groups: Customer['operatorAlertGroups'] }) {
  const [showAll, setShowAll] = useState(false);
  if (groups.length === 0) return null;
  const shown = showAll ? groups : groups.slice(0, OPERATOR_ALERT_GROUPS_SHOWN);
  return (
    <NoticeSection title="Operatörsvarningar" count={groups.length} defaultOpen={false} tone="warning">
      <section
        aria-label="Operatörsvarningar"
        data-testid="operator-alerts"
        className="overflow-y-auto rounded-md border border-amber-200 bg-amber-50 p-3"
        style={{ maxHeight: OPERATOR_ALERT_PANEL_MAX_PX }}
      >
        {shown.map((group) => (
          <div key={group.group} className="mb-2 last:mb-0" data-testid="operator-alert-group">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-amber-900">{group.group}</h3>
            <ul className="ml-4 list-disc">
              {group.alerts.map((alert) => (
                <AlertText key={alert.id} text={alert.text} />
              ))}
            </ul>
          </div>
        ))}
        {groups.length > OPERATOR_ALERT_GROUPS_SHOWN && (
          <Button variant="link" size="sm" className="px-0" onClick={() => setShowAll(!showAll)}>
            {showAll ? 'Visa färre' : `Visa fler (${groups.length - OPERATOR_ALERT_GROUPS_SHOWN})`}
          </Button>
        )}
      </section>
    </NoticeSection>
  );
}
