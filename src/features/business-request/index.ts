export { BusinessRequestForm } from './ui/business-request-form';
export {
  $form as $businessRequestForm,
  $sentRequest as $sentBusinessRequest,
  anotherRequestStarted as businessRequestReset,
} from './model/form';
