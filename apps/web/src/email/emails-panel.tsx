import { EMAIL_DELIVERY_TEXTS } from '@sappis/shared/email/email-delivery';
import { SMS_DELIVERY_TEXTS } from '@sappis/shared/sms/sms-delivery';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { useCanActOnCustomer } from '@/customers/use-can-act-on-customer.ts';
import { formatDateTime } from '@/lib/format.ts';
import { trpc } from '@/lib/trpc.ts';
import { DeliveryStatus } from './delivery-status.tsx';
import { EmailAttachmentNames } from './email-attachment-names.tsx';
import { EmailContentView } from './email-content-view.tsx';
import { SendSmsForm } from './send-sms-form.tsx';

const loading = <p className="text-sm text-muted-foreground">Laddar...</p>;

/**
 * 'E-post och SMS': the customer's transactional and campaign e-mails without duplicates (what the operations
 * sent shows its recipient and state), one e-mail's content to print or save as PDF, and the SMS (likewise), with
 * 'Skicka SMS' for those who may act on customers.
 */
export default function EmailsPanel({ customer }: PanelProps) {
  const [openId, setOpenId] = useState<number | null>(null);
  const [writingSms, setWritingSms] = useState(false);
  const canAct = useCanActOnCustomer();
  const emails = trpc.email.list.useQuery({ customerNumber: customer.customerNumber });
  const texts = trpc.email.textMessages.useQuery({ customerNumber: customer.customerNumber });
  if (openId !== null) return <EmailContentView id={openId} onBack={() => setOpenId(null)} />;
  return (
    <div className="flex flex-col gap-5">
      <section aria-label="E-post" className="flex flex-col gap-2">
        <h3 className="font-medium">E-post</h3>
        {emails.isLoading && loading}
        {emails.error && (
          <p role="alert" className="text-sm text-destructive">
            Kunde inte hämta e-posten.
          </p>
        )}
        {emails.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">Ingen e-post har skickats.</p>
        )}
        <ul className="flex flex-col gap-2">
          {emails.data?.map((email) => (
            <li key={email.id}>
              <button
                type="button"
                className="w-full rounded-md border p-2 text-left text-sm hover:bg-muted"
                onClick={() => setOpenId(email.id)}
              >
                <span className="block font-medium">{email.subject}</span>
                <span className="block text-xs text-muted-foreground">
                  {email.title} · {formatDateTime(email.sentAt)}
                  {email.recipient ? ` till ${email.recipient}` : ''}
                </span>
                <EmailAttachmentNames names={email.attachmentNames} />
                <DeliveryStatus message={email} texts={EMAIL_DELIVERY_TEXTS} />
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="SMS" className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="font-medium">SMS</h3>
          {canAct && (
            <Button type="button" variant="outline" size="sm" onClick={() => setWritingSms((open) => !open)}>
              {writingSms ? 'Stäng' : 'Skicka SMS'}
            </Button>
          )}
        </div>
        {writingSms && (
          <SendSmsForm customerNumber={customer.customerNumber} mobilePhone={customer.mobilePhone} />
        )}
        {texts.isLoading && loading}
        {texts.error && (
          <p role="alert" className="text-sm text-destructive">
            Kunde inte hämta sms.
          </p>
        )}
        {texts.data?.length === 0 && <p className="text-sm text-muted-foreground">Inga sms har skickats.</p>}
        <ul className="flex flex-col gap-2">
          {texts.data?.map((message) => (
            <li key={message.id} className="rounded-md border p-2 text-sm">
              <p className="text-xs text-muted-foreground">
                {formatDateTime(message.sentAt)}
                {message.recipient ? ` till ${message.recipient}` : ''}
              </p>
              <p>{message.text}</p>
              <DeliveryStatus message={message} texts={SMS_DELIVERY_TEXTS} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
