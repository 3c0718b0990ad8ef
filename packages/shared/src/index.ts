export * from './address-manager/address-import.ts';
export * from './address-manager/address-lists.ts';
export * from './address-manager/vertical-address.ts';
export * from './addresses/add-agreement.ts';
export * from './addresses/address-cases.ts';
export * from './addresses/address-pick.ts';
export * from './addresses/address-search.ts';
export * from './addresses/marketability.ts';
export * from './agreements/agreement-ended.ts';
export * from './agreements/billing/billing-effect.ts';
export * from './agreements/billing/billing-effect-types.ts';
export * from './agreements/billing/billing-projection.ts';
export * from './agreements/billing/billing-text.ts';
export * from './agreements/billing/money.ts';
export * from './agreements/billing/row-price.ts';
export * from './agreements/billing/row-shown.ts';
export * from './agreements/billing/rows-after-plan.ts';
export * from './agreements/channel-edit.ts';
export * from './agreements/channel-schedule.ts';
export * from './agreements/channels.ts';
export * from './agreements/discount.ts';
export * from './agreements/end-date-states.ts';
export * from './agreements/external-network.ts';
export * from './agreements/hardware.ts';
export * from './agreements/operations/assignment/assignment.ts';
export * from './agreements/operations/assignment/cancel-assignment.ts';
export * from './agreements/operations/assignment/hand-over-sides.ts';
export * from './agreements/operations/assignment/pending-hand-over.ts';
export * from './agreements/operations/compensation/compensation.ts';
export * from './agreements/operations/confirmation-email.ts';
export * from './agreements/operations/continue/continue.ts';
export {
  CONTINUE,
  continueFollowers,
  continuePrice,
  continueSelection,
  continueServices,
  isBlockedSelection,
  isContinuable,
  isHireOrLoan,
} from './agreements/operations/continue/continue-rules.ts';
export * from './agreements/operations/dependent-rows/dependent-rows.ts';
export { endedWith } from './agreements/operations/dependent-rows/ended-with.ts';
export * from './agreements/operations/dependent-rows/keep-rows.ts';
export { pauseHappens } from './agreements/operations/dependent-rows/pause-fees.ts';
export * from './agreements/operations/dependent-rows/service-kinds.ts';
export * from './agreements/operations/edit-dates/binding.ts';
export * from './agreements/operations/edit-dates/edit-row-dates.ts';
export * from './agreements/operations/edit-dates/row-date-rules.ts';
export * from './agreements/operations/fee-price.ts';
export * from './agreements/operations/fingerprint.ts';
export * from './agreements/operations/handler.ts';
export * from './agreements/operations/move/move.ts';
export * from './agreements/operations/move/move-check.ts';
export * from './agreements/operations/move/replacement-offers.ts';
export * from './agreements/operations/operation-input.ts';
export * from './agreements/operations/pause/pause.ts';
export {
  isPauseEnd,
  isPauseStart,
  isVillaProduct,
  PAUSE_DATES,
  pauseEarliestDate,
  pauseEndOptions,
  pauseStartOptions,
  pauseStartWindow,
} from './agreements/operations/pause/pause-dates.ts';
export { returnsLater } from './agreements/operations/pause/pause-return.ts';
export * from './agreements/operations/pause/pause-services.ts';
export * from './agreements/operations/payment-method/payment-method-change.ts';
export * from './agreements/operations/plan.ts';
export * from './agreements/operations/planned-case.ts';
export * from './agreements/operations/planned-confirmation.ts';
export * from './agreements/operations/return/return-case.ts';
export * from './agreements/operations/return/return-rules.ts';
export * from './agreements/operations/snapshot.ts';
export * from './agreements/operations/termination/plan-deceased.ts';
export * from './agreements/operations/termination/plan-regret.ts';
export * from './agreements/operations/termination/plan-termination.ts';
export * from './agreements/operations/termination/return-offer.ts';
export * from './agreements/operations/termination/termination-cases.ts';
export * from './agreements/operations/termination/termination-choices.ts';
export * from './agreements/operations/termination/termination-dates.ts';
export * from './agreements/operations/termination/termination-email.ts';
export * from './agreements/operations/termination/termination-plan.ts';
export * from './agreements/operations/termination/termination-reasons.ts';
export * from './agreements/operations/termination/termination-row-ends.ts';
export * from './agreements/operations/termination/termination-rows.ts';
export * from './agreements/operations/termination/termination-texts.ts';
export * from './agreements/operations/transfer-service/transfer-service.ts';
export * from './agreements/prices.ts';
export * from './announcements/announcement-rules.ts';
export * from './arcade/arcade-rules.ts';
export * from './auth/company-account.ts';
export * from './auth/company-sign-in.ts';
export * from './auth/return-path.ts';
export * from './batching.ts';
export * from './calls/call-notice.ts';
export * from './calls/call-outcome.ts';
export * from './calls/phone-number.ts';
export * from './campaigns/campaign-rules.ts';
export * from './case-create.ts';
export * from './case-queue-filter.ts';
export * from './case-search.ts';
export * from './case-status-outcomes.ts';
export * from './case-workspace.ts';
export * from './cases.ts';
export * from './commerce/commerce-admin.ts';
export * from './connection-status/connection-status.ts';
export * from './credit-checks/credit-check.ts';
export * from './customer-account.ts';
export * from './customer-codes.ts';
export * from './customers/add-address.ts';
export * from './customers/create-customer.ts';
export * from './customers/customer-details.ts';
export * from './customers/first-requests.ts';
export * from './customers/info-box.ts';
export * from './customers/manual-activation.ts';
export * from './customers/merge/merge.ts';
export * from './customers/nix-code.ts';
export * from './customers/security-class.ts';
export * from './customers/security-class-form.ts';
export * from './customers/temporary-address.ts';
export * from './dates.ts';
export * from './disruptions/disruptions.ts';
export * from './documents/documents.ts';
export * from './documents/file-rules.ts';
export * from './email/email-delivery.ts';
export * from './email/email-list.ts';
export * from './fixed-window.ts';
export * from './groups.ts';
export * from './hardware/hardware-panel.ts';
export * from './history/history-actions.ts';
export * from './history/history-input.ts';
export * from './history/operation-record.ts';
export * from './input/safe-input.ts';
export * from './invoice-bases/form.ts';
export * from './invoice-bases/labels.ts';
export * from './invoice-bases/schemas.ts';
export * from './invoice-bases/status.ts';
export * from './invoice-bases/totals.ts';
export * from './invoices/deferment.ts';
export * from './invoices/invoice-amounts.ts';
export * from './invoices/invoice-email.ts';
export * from './invoices/reverse-invoice.ts';
export * from './main-agreements/main-agreements.ts';
export * from './memos/memo-display.ts';
export * from './memos/memo-form.ts';
export * from './orders/commerce-order.ts';
export * from './outbox/outbox-delivery.ts';
export * from './outside-customers/outside-customer-rules.ts';
export * from './parcels/timeline.ts';
export * from './play/play.ts';
export * from './product.ts';
export * from './provisioning/equipment-provisioning.ts';
export * from './provisioning/plan-provisioning.ts';
export * from './provisioning/provisioning-delivery.ts';
export * from './provisioning/provisioning-platform.ts';
export * from './provisioning/provisioning-rules.ts';
export * from './provisioning/provisioning-schemas.ts';
export * from './provisioning/row-provisioning.ts';
export * from './request-id.ts';
export * from './routes.ts';
export * from './search/address-id.ts';
export * from './search/constants.ts';
export * from './search/schemas.ts';
export * from './search/tabs.ts';
export * from './short-links/short-link-rules.ts';
export * from './sms/sms-delivery.ts';
export * from './support/support-rules.ts';
export * from './text.ts';
export * from './time-report/time-report-rules.ts';
export * from './tools/tool-links.ts';
export * from './tools/tools-input.ts';
export * from './tv-diagnostics/tv-diagnostics.ts';
export * from './users/user-admin-rules.ts';
export * from './websocket-close-codes.ts';
export * from './websocket-reconnect.ts';
