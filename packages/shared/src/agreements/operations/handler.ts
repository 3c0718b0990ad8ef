/** The signed-in user as an operation names them: seller on created rows, handler in cases (document 2 section 1). */
export interface OperationHandler {
  name: string;
  employeeNumber: string;
}

export function operationHandlerOf(user: {
  firstName: string;
  lastName: string;
  employeeNumber: string;
}): OperationHandler {
  return { name: `${user.firstName} ${user.lastName}`.trim(), employeeNumber: user.employeeNumber };
}
