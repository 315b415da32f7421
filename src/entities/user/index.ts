export { deleteProfile } from './api/delete-profile';
export { updateProfile } from './api/update-profile';
export { uploadProfilePhoto, type UploadProfilePhotoParams } from './api/upload-profile-photo';
export type { ProfileUpdate, User } from '@/shared/api';
