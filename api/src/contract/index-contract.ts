// The single re-export point for the `api/contract` subpath: everything here is browser-safe.

export {
  AUTOPAY_PLAN_ID,
  type CreateIntentInput,
  createIntentInputSchema,
  DISCOUNT_CYCLES,
  intentIdFromClientSecret,
  ONE_TIME_PLAN_ID,
  type ReceiptQuery,
  receiptQuerySchema,
  type SubscribeInput,
  subscribeInputSchema,
} from './billing-input';
export {
  type BillingConfigResponse,
  type CreateIntentResponse,
  PAYMENT_ERROR_CODES,
  type PassReceipt,
  type PaymentErrorInfo,
  type SubscribeResponse,
} from './billing-response';
export {
  CAPABILITIES,
  CAPABILITY_TABLE,
  type Capability,
  can,
  isRole,
  ROLES,
  type Role,
  type RoleRule,
} from './capabilities';
export {
  type CaptchaConfigResponse,
  type CaptchaVerifyInput,
  type CaptchaVerifyResponse,
  captchaVerifyInputSchema,
  type OfflineChallengeResponse,
} from './captcha';
export { AMEX_ERROR_CODE, type CardBrand, detectCardBrand, isAmex } from './card-brand';
export { emailParamSchema, type HasBannedResponse } from './client-lookup';
export {
  COMMON_EMAIL_DOMAINS,
  editDistance,
  emailAddressSchema,
  suggestEmailDomain,
} from './email-address';
export {
  type ApiErrorBody,
  ERROR_CODES,
  ERROR_MESSAGES,
  type ErrorCode,
  isErrorCode,
} from './error-codes';
export { EVENT_ACTIONS, type EventAction } from './event-actions';
export type { HealthResponse, ServiceState } from './health-response';
export { type Item, LOSS_FEE_ITEM_NAME } from './item';
export { type LeadInput, leadInputSchema } from './lead-input';
export { type LoginInput, type LoginResponse, loginInputSchema } from './login-input';
export {
  type LocationInventory,
  type OnlineAvailability,
  type OnlineSalesSpacesInput,
  onlineSalesSpacesInputSchema,
} from './online-sales-spaces-input';
export {
  type Plan,
  type PlanInput,
  type PlanUpdateInput,
  planInputSchema,
  planUpdateSchema,
} from './plan-input';
export { isValidPlate, normalizePlate, PLATE_MAX_LENGTH, plateSchema } from './plate';
export {
  SANDBOX_TEST_CARDS,
  type SandboxChallengeInput,
  type SandboxClockResponse,
  type SandboxConfirmInput,
  type SandboxIntentResult,
  type SandboxIntentStatus,
  sandboxAdvanceClockInputSchema,
  sandboxChallengeInputSchema,
  sandboxConfirmInputSchema,
} from './sandbox-payments';
export { isUsCountry, US_STATES, type UsStateCode, usStateCode } from './us-states';
export {
  isRuleCode,
  RULE_CODES,
  RULE_MESSAGES,
  type RuleCode,
} from './validation-rules';
export {
  type CreateVehicleResponse,
  makesQuerySchema,
  modelsQuerySchema,
  type PlateCheckResponse,
  plateQuerySchema,
  SUGGESTION_LIMIT,
  type VehicleInput,
  vehicleInputSchema,
} from './vehicle-input';
export {
  addressSchema,
  DIAL_CODES,
  filterColors,
  formatUsZip,
  invalidYearMessage,
  isUsZip,
  MIN_VEHICLE_YEAR,
  maxVehicleYear,
  personalSchema,
  type ValidWizardData,
  VEHICLE_COLORS,
  VEHICLE_TYPES,
  vehicleSchema,
  vehicleYears,
  type WizardData,
  wizardDataSchema,
} from './wizard-data';
export { type ZipValidation, zipQuerySchema } from './zip-validation';
