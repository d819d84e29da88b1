import * as yup from 'yup';
import { MSG } from '../constants';
import { email, newPassword, rawText, text } from './common';

/** POST /auth/login. The sign-in form only checks the e-mail type (spec 000 §5). */
export const loginSchema = yup.object({
  email: email(),
  password: rawText().required(MSG.passwordRequired),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

/** POST /auth/google-login */
export const googleLoginSchema = yup.object({
  googleUserToken: text().required('googleUserToken is required').max(4096),
});

/** POST /auth/forgot-password */
export const forgotPasswordSchema = yup.object({ email: email() });

/** POST /auth/resetpassword: the one-time token from the e-mailed link plus the new password. */
export const resetPasswordSchema = yup.object({
  token: text().required(MSG.resetTokenInvalid).max(200, MSG.resetTokenInvalid),
  newPassword: newPassword(),
});

/** POST /auth/change-password (signed in). */
export const changePasswordSchema = yup.object({
  password: rawText().required(MSG.currentPasswordRequired),
  newPassword: newPassword(),
});
export type ChangePasswordInput = yup.InferType<typeof changePasswordSchema>;

/** The Reset Password tab adds a confirmation ('New passwords do not match'). */
export const changePasswordFormSchema = changePasswordSchema.shape({
  confirmPassword: yup
    .string()
    .required(MSG.newPasswordsDontMatch)
    .oneOf([yup.ref('newPassword')], MSG.newPasswordsDontMatch),
});

export const resetPasswordFormSchema = resetPasswordSchema.shape({
  confirmPassword: yup
    .string()
    .required(MSG.newPasswordsDontMatch)
    .oneOf([yup.ref('newPassword')], MSG.newPasswordsDontMatch),
});
