/** The signed-in user as an operation names them: seller on created rows, handler in cases (document 2 section 1). */
export interface OperationHandler {
  name: string;
  employeeNumber: string;
  /**
   * The user's groups, for rules that depend on them (the return reason Garanti). On the server they are the
   * session's; none means no group-bound choice is offered.
   */
  groups?: readonly string[];
}

export function operationHandlerOf(user: {
  firstName: string;
  lastName: string;
  employeeNumber: string;
  groups?: readonly string[];
}): OperationHandler {
  const handler = { name: `${user.firstName} ${user.lastName}`.trim(), employeeNumber: user.employeeNumber };
  return user.groups ? { ...handler, groups: user.groups } : handler;
}
