/** The signed-in user as every authenticated procedure sees it. */
export interface SessionUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  employeeNumber: string;
  groups: string[];
}
