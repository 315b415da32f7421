export { BusinessRequestForm } from './ui/business-request-form';
export { anotherRequestStarted as businessRequestReset } from './model/form';
