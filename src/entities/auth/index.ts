export { getUser } from './api/get-user';
export { logout } from './api/logout';
export { sendOtp } from './api/send-otp';
export { verifyOtp } from './api/verify-otp';
export type {
  AuthSession,
  OtpSent,
  SendOtpRequest,
  User,
  UserType,
  VerifyOtpRequest,
} from '@/shared/api';
