// The business rules the apps apply, from the workspace's rules package (packages/rules): the
// apps import them from here ('@kraanvogel/shared/rules', an entry of its own so that the rules
// load with the first screen that applies one, not with every page), so every app runs the same
// rule as the api. Dutch messages for
// what a rule refuses stay in each app's texts module.
export {
  MAX_LINE_AMOUNT,
  QUANTITY_PROBLEMS,
  isValidQuantity,
  nearestValidQuantity,
  nextQuantityDown,
  nextQuantityUp,
  parseQuantity,
  quantityProblem,
  quantityRule,
  roundQuantityUp,
  type QuantityProblem,
  type QuantityRule,
  COUNTRIES,
  isCountry,
  postalCodeExample,
  writePostalCode,
  type Country,
  isDutchVat,
  isEmail,
  isHouseNumber,
  isKvk,
  isPhone,
  deliveryDateProblem,
  earliestDeliveryDate,
  firstDeliveryDate,
  orderDay,
  ORDER_CUT_OFF,
  lastDeliveryDate,
  todayInNetherlands,
  type DeliveryDateProblem,
  parseOrderLines,
  type OrderLineText,
} from '@kraanvogel/rules';
