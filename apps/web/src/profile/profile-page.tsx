import { groupNames } from '@sappis/shared/groups';
import { useCurrentUser } from '@/auth/current-user.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useProductName } from '@/system/product-name.tsx';
import { ProfileField } from './profile-field.tsx';
import { ProfileSessions } from './profile-sessions.tsx';

export function ProfilePage() {
  const user = useCurrentUser();
  const groups = groupNames(user.groups, useProductName()).sort();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <PageHeader title="Profil" />
      <Card data-testid="profile">
        <CardContent className="pt-5">
          <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
            <ProfileField label="Namn">{user.name}</ProfileField>
            <ProfileField label="Användarnamn">{user.username}</ProfileField>
            <ProfileField label="E-post">{user.email}</ProfileField>
            <ProfileField label="Anställningsnummer">{user.employeeNumber}</ProfileField>
            <ProfileField label="Grupper" wide>
              {groups.length === 0 ? (
                <span className="text-muted-foreground">Inga grupper</span>
              ) : (
                <ul className="flex flex-wrap gap-1.5">
                  {groups.map((group) => (
                    <li key={group}>
                      <Badge variant="secondary">{group}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </ProfileField>
          </dl>
        </CardContent>
      </Card>
      <ProfileSessions />
    </div>
  );
}
