import { type NewUser, newUserSchema } from '@sappis/shared/users/user-admin-rules';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { FormField } from '@/customers/panels/form-field.tsx';
import { type RouterOutputs, trpc } from '@/lib/trpc.ts';
import { serverFieldErrors, userMessageOf } from '@/lib/trpc-errors.ts';
import { useRequestId } from '@/lib/use-request-id.ts';

type GroupCatalogue = RouterOutputs['users']['groupCatalogue'];

const FIELDS = [
  ['username', 'Användarnamn', 'text'],
  ['firstName', 'Förnamn', 'text'],
  ['lastName', 'Efternamn', 'text'],
  ['email', 'E-post', 'email'],
  ['employeeNumber', 'Anställningsnummer', 'text'],
  ['password', 'Första lösenord (minst 12 tecken)', 'password'],
] as const;

type TextField = (typeof FIELDS)[number][0];

/** 'Ny användare': the user's details, a first password and the groups the signed-in user may give. */
export function NewUserForm({
  groups,
  onCreated,
  onCancel,
}: {
  groups: GroupCatalogue;
  onCreated: (username: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { requestId } = useRequestId();
  const [draft, setDraft] = useState<Record<TextField, string>>({
    username: '',
    firstName: '',
    lastName: '',
    email: '',
    employeeNumber: '',
    password: '',
  });
  const [chosen, setChosen] = useState<NewUser['groups']>(['SAPPIS']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const create = trpc.users.create.useMutation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newUserSchema.safeParse({ ...draft, groups: chosen });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setServerError(null);
    create.mutate(
      { ...parsed.data, requestId },
      {
        onSuccess: () => onCreated(parsed.data.username),
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          setServerError(userMessageOf(error));
        },
      },
    );
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([field, label, type]) => (
          <FormField
            key={field}
            id={`${id}-${field}`}
            label={label}
            type={type}
            value={draft[field]}
            error={errors[field]}
            onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
          />
        ))}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Grupper</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {groups
            .filter((group) => group.grantable)
            .map((group) => (
              <div key={group.id} className="flex items-center gap-2 text-sm">
                <Switch
                  id={`${id}-group-${group.id}`}
                  checked={chosen.includes(group.id)}
                  onCheckedChange={(checked) =>
                    setChosen((current) =>
                      checked
                        ? [...current, group.id]
                        : current.filter((candidate) => candidate !== group.id),
                    )
                  }
                />
                <Label htmlFor={`${id}-group-${group.id}`}>{group.name}</Label>
              </div>
            ))}
        </div>
      </fieldset>
      {serverError && (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Avbryt
        </Button>
        <Button type="submit" disabled={create.isPending}>
          Skapa användare
        </Button>
      </div>
    </form>
  );
}
