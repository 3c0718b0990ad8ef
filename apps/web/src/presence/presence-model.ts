/** Someone with a page open (a case, a customer): `editing` while one of their tabs has unsaved changes. */
export interface Viewer {
  userId: number;
  email: string;
  name: string;
  editing?: boolean;
}

/** Others with the page open (the signed-in user is left out), editors first, then by name. */
export function otherViewers<V extends Viewer>(viewers: readonly V[], myId: number): V[] {
  return viewers
    .filter((viewer) => viewer.userId !== myId)
    .sort(
      (a, b) => Number(b.editing ?? false) - Number(a.editing ?? false) || a.name.localeCompare(b.name, 'sv'),
    );
}
