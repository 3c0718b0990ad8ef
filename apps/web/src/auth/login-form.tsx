import * as React from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { trpc } from '@/lib/trpc.ts';
import { isUnauthorized, userMessageOf } from '@/lib/trpc-errors.ts';
import type { Profile } from './profile.ts';

export const WRONG_CREDENTIALS_MESSAGE = 'Fel användarnamn eller lösenord';

export function loginErrorMessage(error: unknown): string {
  return isUnauthorized(error) ? WRONG_CREDENTIALS_MESSAGE : userMessageOf(error);
}

export function LoginForm({ onSignedIn }: { onSignedIn: (profile: Profile) => void }) {
  const [username, setUsername] = React.useState('');
  const [password, setPassword] = React.useState('');
  const login = trpc.auth.login.useMutation({
    onSuccess: (result) => onSignedIn(result.profile),
    onError: () => setPassword(''),
  });
  const errorId = React.useId();
  const error = login.error ? loginErrorMessage(login.error) : null;

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    login.mutate({ username: username.trim(), password });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-describedby={error ? errorId : undefined}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="login-username">Användarnamn</Label>
        <Input
          id="login-username"
          name="username"
          autoComplete="username"
          autoFocus
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="login-password">Lösenord</Label>
        <Input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={login.isPending} aria-busy={login.isPending}>
        Logga in
      </Button>
    </form>
  );
}
