import { z } from 'zod';
import { TOO_LONG, countryCodeSchema, emailSchema, fullNameSchema, loginPasswordSchema, mobileNumberSchema, passwordSchema, requiredString, textString } from './fields.ts';
import { SOCIAL_PROVIDERS, type AuthConfig } from './auth-config.ts';
import { userSchema } from './users.ts';

// The providers live in a file without zod, which the login page reads as it opens (decision 0124).
export { SOCIAL_PROVIDERS, type SocialProvider } from './auth-config.ts';

function passwordsMatch(data: { password: string; confirm_password: string }) {
  return data.password === data.confirm_password;
}
/**
 * The confirmation is compared as soon as both passwords are strings, even while other fields are still
 * wrong, so a form shows "Passwords do not match" as the person types.
 */
const matchIssue = {
  error: 'password.match',
  path: ['confirm_password'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirm_password?: unknown } | null;
    return typeof value?.password === 'string' && typeof value.confirm_password === 'string';
  },
};

/**
 * A random key the browser makes at sign-up and keeps: the verification link opened in that browser sends
 * it back, and the server then opens the session sign-up could not (decision 0024). 32 random bytes in
 * base64url are 43 characters.
 */
export const deviceKeySchema = textString().regex(/^[A-Za-z0-9_-]{43,128}$/, { error: 'validation.invalidType' });

export const signupRequestSchema = z
  .strictObject({
    device_key: deviceKeySchema.optional(),
    full_name: fullNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirm_password: textString({ error: 'password.required' }),
    country_code: countryCodeSchema,
    mobile_number: mobileNumberSchema,
    accepted_terms: z.literal(true, { error: 'validation.terms' }),
  })
  .refine(passwordsMatch, matchIssue);
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** What login, register, and social sign-in answer: the user with its refresh token, and the access token. */
export const authUserSchema = userSchema.extend({ refresh_token: z.string() });
export const authSessionSchema = z.object({ user: authUserSchema, token: z.string() });
export type AuthSession = z.infer<typeof authSessionSchema>;

/**
 * What sign-up answers: the address the mail went to, and nothing that says whether it already had an
 * account (decision 0024). The person verifies the address from the mail, then logs in.
 */
export const signupResultSchema = z.object({ email: z.string() });
export type SignupResult = z.infer<typeof signupResultSchema>;

export const verifyEmailParamsSchema = z.strictObject({ token: textString().min(1).max(200) });
export const verifyEmailRequestSchema = z.strictObject({ email: emailSchema, device_key: deviceKeySchema.optional() });
/** With `session` when the link was opened in the browser that signed up (its device key matched). */
export const verifyEmailResponseSchema = z.object({
  is_email_confirmed: z.literal(true),
  session: authSessionSchema.optional(),
});

export const resendVerificationRequestSchema = z.strictObject({});

export const forgotPasswordRequestSchema = z.strictObject({ email: emailSchema });

export const resetPasswordRequestSchema = z
  .strictObject({
    code: requiredString().max(200, TOO_LONG),
    password: passwordSchema,
    confirm_password: textString({ error: 'password.required' }),
  })
  .refine(passwordsMatch, matchIssue);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const refreshTokenRequestSchema = z.strictObject({
  refresh_token: requiredString().max(200, TOO_LONG),
});
/** Spec §7: the new access token is read from `data`; the rotated refresh token comes beside it. */
export const refreshTokenResponseSchema = z.object({ data: z.string(), refresh_token: z.string() });

export const socialExchangeRequestSchema = z.strictObject({
  token: requiredString().max(200, TOO_LONG),
});

export const logoutParamsSchema = z.strictObject({ id: textString().max(100) });

export const socialProviderParamsSchema = z.strictObject({ provider: z.enum(SOCIAL_PROVIDERS) });

/** A query value the browser may repeat or mangle: anything but one string counts as absent. */
const queryValue = textString().max(4096).optional().catch(undefined);

export const socialSignInQuerySchema = z.object({
  redirect: queryValue.describe('A path on this site to return to after signing in'),
});

/** The provider's return. Providers add their own parameters (scope, authuser, prompt…), so unknown ones pass. */
export const socialCallbackQuerySchema = z.object({
  code: queryValue,
  state: queryValue,
  iss: queryValue,
  error: queryValue,
});
export type SocialCallbackQuery = z.infer<typeof socialCallbackQuerySchema>;

/**
 * Public, non-secret facts the web needs before login: which social buttons to show. The web reads them with
 * `authConfigEnvelopeReader` (auth-config.ts), which its test holds to this schema.
 */
export const authConfigSchema = z.object({
  providers: z.array(z.enum(SOCIAL_PROVIDERS)),
}) satisfies z.ZodType<AuthConfig>;
