// The punch-out's request and response schemas (TypeBox and two plain JSON schemas of answers that
// are not JSON); PunchoutMode, PunchoutUrl, PunchoutReturn and PunchoutAccount are components of the
// mgmt OpenAPI document.
import Type from 'typebox';
import { listOf, ref } from '../../plugins/schemas.js';

const Text = (max: number) => Type.String({ maxLength: max });
/** The punch-in parameters of OCI (SAP spells a few of them in more than one case). */
export const OciPunchIn = Type.Object(
  {
    USERNAME: Type.String({ minLength: 1, maxLength: 200 }),
    PASSWORD: Type.String({ minLength: 1, maxLength: 200 }),
    HOOK_URL: Type.String({ minLength: 1, maxLength: 2000 }),
    OCI_VERSION: Type.Optional(Text(20)),
    '~OkCode': Type.Optional(Text(20)),
    '~TARGET': Type.Optional(Text(100)),
    '~CALLER': Type.Optional(Text(40)),
    '~caller': Type.Optional(Text(40)),
    '~Caller': Type.Optional(Text(40)),
    returntarget: Type.Optional(Text(100)),
  },
  { additionalProperties: true },
);

export const PunchoutMode = Type.Object(
  { isEnabled: Type.Boolean(), protocol: Type.Union([Type.Literal('oci'), Type.Literal('cxml'), Type.Null()]) },
  { $id: 'PunchoutMode' },
);
export const PunchoutUrl = Type.Object(
  {
    /** Where the basket goes back to (the procurement system), or null outside a punch-out session. */
    url: Type.Union([Type.String(), Type.Null()]),
    protocol: Type.Union([Type.Literal('oci'), Type.Literal('cxml'), Type.Null()]),
    target: Type.Union([Type.String(), Type.Null()]),
    /** The shop's page after the transfer. */
    thankYouPath: Type.String(),
    /** create, edit or inspect (inspect: the basket is shown, nothing goes back). */
    operation: Type.Union([Type.Literal('create'), Type.Literal('edit'), Type.Literal('inspect'), Type.Null()]),
    /** The session's own basket. */
    basketId: Type.Union([Type.Integer(), Type.Null()]),
    /** What the shop could not take over from the procurement system's earlier lines, in Dutch. */
    notices: Type.Array(Type.String()),
  },
  { $id: 'PunchoutUrl' },
);
export const PunchoutReturn = Type.Object(
  {
    protocol: Type.Union([Type.Literal('oci'), Type.Literal('cxml')]),
    action: Type.String(),
    target: Type.Union([Type.String(), Type.Null()]),
    fields: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
    html: Type.String(),
    lineCount: Type.Integer(),
    total: Type.Number(),
    currency: Type.String(),
    payloadId: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'PunchoutReturn' },
);
export const TransferredBasket = Type.Object(
  {
    basketId: Type.Integer(),
    name: Type.String(),
    protocol: Type.Union([Type.Literal('oci'), Type.Literal('cxml')]),
    /** The last transfer: when, how many lines, the total (net). */
    transferredAt: Type.String({ format: 'date-time' }),
    transfers: Type.Integer(),
    lineCount: Type.Integer(),
    total: Type.Number(),
    currency: Type.String(),
  },
  { $id: 'TransferredBasket' },
);
export const TransferredBaskets = listOf(ref('TransferredBasket'));

export const PunchoutAccount = Type.Object(
  {
    id: Type.Integer(),
    customerNumber: Type.String(),
    userId: Type.String(),
    userName: Type.String(),
    allowedHosts: Type.Array(Type.String()),
    isActive: Type.Boolean(),
    creationTime: Type.String(),
    lastModificationTime: Type.String(),
  },
  { $id: 'PunchoutAccount' },
);
const Hosts = Type.Array(Type.String({ minLength: 1, maxLength: 260 }), { minItems: 1, maxItems: 20 });
const Secret = Type.String({ minLength: 12, maxLength: 200 });
export const CreatePunchoutAccountInput = Type.Object(
  {
    customerNumber: Type.String({ minLength: 1, maxLength: 20 }),
    userId: Type.String({ minLength: 1, maxLength: 100 }),
    userName: Type.String({ minLength: 3, maxLength: 100, pattern: '^[A-Za-z0-9._@-]+$' }),
    secret: Secret,
    allowedHosts: Hosts,
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const UpdatePunchoutAccountInput = Type.Object(
  {
    userId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    secret: Type.Optional(Secret),
    allowedHosts: Type.Optional(Hosts),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const AccountId = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const PunchoutAccounts = listOf(ref('PunchoutAccount'));
export const AccountsQuery = Type.Object({ CustomerNumber: Type.Optional(Type.String({ maxLength: 20 })) });
export const BasketIdParams = Type.Object({ basketId: Type.Integer({ minimum: 1 }) });
export const ToStartLink = { type: 'null', description: 'To the one-time start link' };
export const CxmlAnswer = { type: 'string', description: 'text/xml: the cXML answer (its Status says 200, 400, 401 or 500)' };

export const punchoutSchemas = [PunchoutMode, PunchoutUrl, PunchoutReturn, TransferredBasket, PunchoutAccount];
