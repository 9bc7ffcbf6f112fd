// The signed-in user's profile.
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
