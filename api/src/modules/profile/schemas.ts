// The signed-in user's profile: its request and response schemas (TypeBox); Profile is a component
// of the mgmt OpenAPI document.
import Type from 'typebox';

export const Profile = Type.Object(
  {
    userName: Type.String(),
    email: Type.String(),
    name: Type.String(),
    surname: Type.String(),
    phoneNumber: Type.Union([Type.String(), Type.Null()]),
    isExternal: Type.Boolean(),
    hasPassword: Type.Boolean(),
    concurrencyStamp: Type.String(),
    extraProperties: Type.Object({
      customerNumber: Type.Union([Type.String(), Type.Null()]),
      customerName: Type.Union([Type.String(), Type.Null()]),
      roles: Type.Array(Type.String()),
    }),
  },
  { $id: 'Profile' },
);

const EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

export const UpdateProfile = Type.Object(
  {
    userName: Type.Optional(Type.String({ maxLength: 256 })),
    email: Type.String({ minLength: 3, maxLength: 256, pattern: EMAIL }),
    name: Type.String({ minLength: 1, maxLength: 64 }),
    surname: Type.String({ minLength: 1, maxLength: 64 }),
    phoneNumber: Type.Optional(Type.Union([Type.String({ maxLength: 20, pattern: '^[0-9+()\\- ]*$' }), Type.Null()])),
    /** The stamp the caller read; a different one in the database means someone changed it since. */
    concurrencyStamp: Type.Optional(Type.String({ maxLength: 64 })),
    /** Asked when the e-mail address changes: the current password, or a current two-factor code. */
    currentPassword: Type.Optional(Type.String({ maxLength: 200 })),
    twoFactorCode: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);

export const ChangePassword = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: 200 }), newPassword: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const TwoFactorEnabled = Type.Boolean();
export const TwoFactorQuery = Type.Object({ enabled: Type.Boolean() });
// {} asks for a new secret; {code, password} confirms it; {password} or {code} turns it off.
export const TwoFactorInput = Type.Object(
  { code: Type.Optional(Type.String({ maxLength: 20 })), password: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
export const TwoFactorAnswer = Type.Object({ enabled: Type.Boolean(), secret: Type.Optional(Type.String()), otpauthUri: Type.Optional(Type.String()) });
