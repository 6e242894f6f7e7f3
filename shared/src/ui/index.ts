export { notify, TOAST_OPTIONS } from './notify';
export { ToastHost } from './toast-host';
export { Spinner, type SpinnerProps } from './spinner';
export { SuccessPopup, type SuccessPopupProps } from './success-popup';
export { Price, type PriceProps } from './price';
export { useFocusTrap } from './use-focus-trap';
export { useFocusFirstInvalid, type SubmitState } from './use-focus-first-invalid';
export { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
export { useDocumentTitle } from './use-document-title';
