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

const CredentialSchema = Type.Object({ domain: Type.String({ minLength: 1, maxLength: 40 }), identity: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
const Charset = Type.Union([Type.Literal('ISO-8859-1'), Type.Literal('ASCII'), Type.Literal('UTF-8')]);
const ErrorStatus = Type.Union([Type.Literal('body'), Type.Literal('http')], { description: "body: a cXML error answers HTTP 200 with the Status in the document; http: with the Status's code" });
/** Identity and mapping of an account, as administrators set them. */
const settings = {
  name: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  supplierDomain: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'The domain of the shop in From and Sender: NetworkID, DUNS, …' })),
  supplierIdentity: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()], { description: "The shop's identity there; null: the shop's host name" })),
  buyerFrom: Type.Optional(Type.Array(CredentialSchema, { maxItems: 10, description: 'A setup request must carry one of these in From; empty: not checked' })),
  buyerTo: Type.Optional(Type.Array(CredentialSchema, { maxItems: 10, description: 'A setup request must carry one of these in To; empty: not checked' })),
  descriptionMax: Type.Optional(Type.Integer({ minimum: 10, maximum: 1000, description: 'OCI description length (SAP: 40)' })),
  descriptionCharset: Type.Optional(Charset),
  unitMap: Type.Optional(Type.Record(Type.String({ maxLength: 10 }), Type.String({ maxLength: 3 }), { description: "The shop's order units to the buyer's UN/ECE codes, over the shop's defaults" })),
  classificationMap: Type.Optional(
    Type.Record(Type.String({ maxLength: 8 }), Type.String({ maxLength: 8 }), {
      maxProperties: 2000,
      description: 'ETIM class → UNSPSC commodity (8 digits) the requisition lines are filed under; a class not named here goes at family level',
    }),
  ),
  cxmlErrorStatus: Type.Optional(ErrorStatus),
};
export const PunchoutAccount = Type.Object(
  {
    id: Type.Integer(),
    name: Type.Union([Type.String(), Type.Null()]),
    customerNumber: Type.String(),
    userId: Type.String(),
    userName: Type.String(),
    allowedHosts: Type.Array(Type.String()),
    isActive: Type.Boolean(),
    supplierDomain: Type.String(),
    supplierIdentity: Type.Union([Type.String(), Type.Null()]),
    buyerFrom: Type.Array(CredentialSchema),
    buyerTo: Type.Array(CredentialSchema),
    descriptionMax: Type.Integer(),
    descriptionCharset: Charset,
    unitMap: Type.Record(Type.String(), Type.String()),
    classificationMap: Type.Record(Type.String(), Type.String()),
    cxmlErrorStatus: ErrorStatus,
    /** Only in the answer to a create without a secret: the secret the shop made, shown this once. */
    secret: Type.Optional(Type.String()),
    creationTime: Type.String(),
    lastModificationTime: Type.String(),
  },
  { $id: 'PunchoutAccount' },
);
export const PunchoutSecret = Type.Object({ secret: Type.String({ description: 'The new shared secret, shown this once' }) });
export const PunchoutActivity = listOf(
  Type.Object({
    id: Type.String(),
    protocol: Type.Union([Type.Literal('oci'), Type.Literal('cxml')]),
    operation: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    startedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    returnHost: Type.String(),
    transfers: Type.Array(
      Type.Object({ at: Type.String({ format: 'date-time' }), lineCount: Type.Integer(), total: Type.Number(), currency: Type.String(), payloadId: Type.Union([Type.String(), Type.Null()]) }),
    ),
  }),
);
const Hosts = Type.Array(Type.String({ minLength: 1, maxLength: 260 }), { minItems: 1, maxItems: 20 });
const Secret = Type.String({ minLength: 12, maxLength: 200 });
export const CreatePunchoutAccountInput = Type.Object(
  {
    customerNumber: Type.String({ minLength: 1, maxLength: 20 }),
    userId: Type.String({ minLength: 1, maxLength: 100 }),
    userName: Type.String({ minLength: 3, maxLength: 100, pattern: '^[A-Za-z0-9._@-]+$' }),
    secret: Type.Optional(Secret),
    allowedHosts: Hosts,
    isActive: Type.Optional(Type.Boolean()),
    ...settings,
  },
  { additionalProperties: false },
);
export const UpdatePunchoutAccountInput = Type.Object(
  {
    userId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    secret: Type.Optional(Secret),
    allowedHosts: Type.Optional(Hosts),
    isActive: Type.Optional(Type.Boolean()),
    ...settings,
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
