// The single re-export point for the `api/contract` subpath: everything here is browser-safe.
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
