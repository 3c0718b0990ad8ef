import {
  CUSTOMER_ACCOUNT_TEXTS,
  customerPasswordSchema,
  otpSecondsLeft,
} from '@sappis/shared/customer-account';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import type { PanelProps } from '@/customers/panels/panel-props.ts';
import { trpc } from '@/lib/trpc.ts';
import { useRequestId } from '@/lib/use-request-id.ts';

/** 'Byt kundens lösenord': two entries, at least 3 characters and equal; the result is always shown. */
function ChangePasswordForm({ customerNumber }: { customerNumber: number }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [result, setResult] = useState<'changed' | 'failed' | null>(null);
  const change = trpc.customerAccount.changePassword.useMutation({
    onSuccess: () => {
      setResult('changed');
      setPassword('');
      setConfirmation('');
    },
    onError: () => setResult('failed'),
  });
  const parsed = customerPasswordSchema.safeParse({ password, confirmation });
  const problem =
    password === '' && confirmation === ''
      ? null
      : parsed.success
        ? null
        : (parsed.error.issues[0]?.message ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || change.isPending) return;
    setResult(null);
    change.mutate({ customerNumber, passwords: { password, confirmation } });
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} aria-label="Byt kundens lösenord" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-password`}>Nytt lösenord</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-confirmation`}>Upprepa lösenordet</Label>
        <Input
          id={`${id}-confirmation`}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </div>
      {problem && <p className="text-sm text-muted-foreground">{problem}</p>}
      {result === 'changed' && (
        <p role="status" className="text-sm text-emerald-700">
          {CUSTOMER_ACCOUNT_TEXTS.passwordChanged}
        </p>
      )}
      {result === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          {CUSTOMER_ACCOUNT_TEXTS.passwordFailed}
        </p>
      )}
      <Button type="submit" className="self-start" disabled={!parsed.success || change.isPending}>
        Byt lösenord
      </Button>
    </form>
  );
}

/** Seconds left of a one-time password, ticking every second, 0 at expiry. */
function useSecondsLeft(expiresAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? otpSecondsLeft(expiresAt, now) : 0;
}

/** 'Skapa engångslösenord': a code valid 30 seconds with a live countdown; cleared at zero. */
function OneTimePasswordForm({ customerNumber }: { customerNumber: number }) {
  const { requestId, renew } = useRequestId();
  const [issued, setIssued] = useState<{ otp: string; expiresAt: string } | null>(null);
  const create = trpc.customerAccount.createOtp.useMutation({
    onSuccess: (data) => {
      setIssued({ otp: data.otp, expiresAt: data.expiresAt });
      renew();
    },
    onError: () => setIssued(null),
  });
  const secondsLeft = useSecondsLeft(issued?.expiresAt ?? null);
  const showing = issued !== null && secondsLeft > 0;

  return (
    <div className="flex flex-col gap-3">
      <Button
        className="self-start"
        disabled={create.isPending}
        onClick={() => create.mutate({ requestId, customerNumber })}
      >
        Skapa engångslösenord
      </Button>
      {showing && (
        <div role="status" className="flex flex-col gap-1 rounded-md bg-muted px-3 py-2">
          <span className="font-mono text-2xl tracking-widest" data-testid="otp">
            {issued.otp}
          </span>
          <span className="text-sm text-muted-foreground">Giltigt i {secondsLeft} s</span>
        </div>
      )}
      {create.isError && (
        <p role="alert" className="text-sm text-destructive">
          {CUSTOMER_ACCOUNT_TEXTS.otpFailed}
        </p>
      )}
    </div>
  );
}

/** 'Byt lösenord' (document 3 panel 17): change the customer's password, or create a one-time password. */
export default function ChangePasswordPanel({ customer }: PanelProps) {
  return (
    <Tabs defaultValue="password" className="flex flex-col gap-4">
      <TabsList>
        <TabsTrigger value="password">Byt kundens lösenord</TabsTrigger>
        <TabsTrigger value="otp">Skapa engångslösenord</TabsTrigger>
      </TabsList>
      <TabsContent value="password">
        <ChangePasswordForm customerNumber={customer.customerNumber} />
      </TabsContent>
      <TabsContent value="otp">
        <OneTimePasswordForm customerNumber={customer.customerNumber} />
      </TabsContent>
    </Tabs>
  );
}
