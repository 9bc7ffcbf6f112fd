// The team's request and response schemas (TypeBox); Employee and MailNotifications are
// components of the mgmt OpenAPI document.
import Type from 'typebox';
import { listOf, ref } from '../../plugins/schemas.js';

export const Employee = Type.Object(
  {
    id: Type.String(),
    userName: Type.String(),
    email: Type.String(),
    name: Type.String(),
    surname: Type.String(),
    phoneNumber: Type.Union([Type.String(), Type.Null()]),
    roles: Type.Array(Type.String()),
    isActive: Type.Boolean(),
    isInvited: Type.Boolean({ description: 'Invited by a one-time link and the password not yet set' }),
  },
  { $id: 'Employee' },
);

const AddressList = Type.Array(Type.String({ maxLength: 256 }), { maxItems: 50 });
export const MailNotifications = Type.Object(
  {
    orderConfirmation: Type.Array(Type.String(), { description: 'Extra addresses that get a copy of every order confirmation; the user who ordered always gets it.' }),
    invoiceNotice: Type.Array(Type.String(), { description: "Who is told of a new invoice or credit note; empty: the organization's main users." }),
  },
  { $id: 'MailNotifications' },
);
export const MailNotificationsInput = Type.Object({ orderConfirmation: AddressList, invoiceNotice: AddressList }, { additionalProperties: false });

/** The roles a main user may give a new member: an ordinary employee or a warehouse user. */
export const NEW_MEMBER_ROLES = ['employee', 'warehouse'] as const;

export const NewEmployee = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64 }),
    surname: Type.String({ minLength: 1, maxLength: 64 }),
    email: Type.String({ minLength: 3, maxLength: 256, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
    phoneNumber: Type.Optional(Type.Union([Type.String({ maxLength: 20, pattern: '^[0-9+()\\- ]*$' }), Type.Null()])),
    role: Type.Union(NEW_MEMBER_ROLES.map((r) => Type.Literal(r))),
    /** The main user's own password: giving someone access to the account is a step-up. */
    currentPassword: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

export const Employees = listOf(ref('Employee'));
export const EmployeeParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export const BasketReminder = Type.Boolean();
export const BasketReminderQuery = Type.Object({ receiveCartReminder: Type.Boolean() });
