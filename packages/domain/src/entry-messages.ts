/**
 * The texts of the app's entry: what anyone can see before a screen of theirs has loaded
 * (sign-in, sign-up, the reset link, the session and role states, the navigation bar, the
 * error fallback, and the failures of any call to the server). Kept apart from MESSAGES, which
 * holds them too, so the sign-in page loads these and not every text of the app (decision
 * 143). Word for word as the spec gives them, like every text of messages.ts.
 */
import { UNEXPECTED_ERROR } from './errors/app-error.ts';

export const ENTRY_MESSAGES = {
  // Spec 1 §5: sign-in and sign-up checks (also forgot-password and new-password)
  employeeIdRequired: 'Employee ID is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  employeeIdWithoutDomain: 'Enter only your employee ID (without the mail domain)',
  fulfillmentCenterRequired: 'Please select a fulfillment center',

  // Spec 1 §2: sign-in screen (DESIGN §1 names the product)
  productName: 'Stationboard',
  loading: 'Loading...',
  signInTagline: (operator: string) => `Station planning and live floor tracking for ${operator} fulfillment centers`,
  employeeIdLabel: 'Employee ID',
  employeeIdEmailHint: (mailDomain: string) => `Your sign-in email will be your employee ID followed by @${mailDomain}`,
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm Password',
  fulfillmentCenterLabel: 'Fulfillment Center',
  signIn: 'Sign In',
  createAccount: 'Create Account',
  forgotPassword: 'Forgot your password?',
  toggleToSignUp: "Don't have an account? Sign up",
  toggleToSignIn: 'Already have an account? Sign in',
  singleSignOnWarning: 'Do not reuse your corporate single sign-on (SSO) password. Choose a new password for this app.',
  selectFulfillmentCenter: 'Select a fulfillment center',
  loadingFulfillmentCenters: 'Loading fulfillment centers...',
  fulfillmentCentersFailed: 'Failed to load fulfillment centers',
  centerOption: (name: string, code: string) => `${name} (${code})`,

  // Spec 1 §4: sign-up outcomes
  signUpSucceeded: 'Account created successfully! Please check your email for a confirmation link before signing in.',
  alreadyRegistered: 'You already have an account. Please sign in.',

  // Spec 1 §2: forgot-password modal
  resetPasswordTitle: 'Reset Password',
  resetPasswordExplanation: 'Enter your employee ID and we will send a password reset link to your email.',
  cancel: 'Cancel',
  sendResetLink: 'Send Reset Link',
  sending: 'Sending...',
  resetEmailSent: 'Email sent successfully!',
  resetEmailCheckInbox: 'Check your email for a link to reset your password.',
  close: 'Close',

  // Spec 1 §2: reset-password page
  verifyingResetLink: 'Verifying reset link...',
  setNewPassword: 'Set New Password',
  newPasswordLabel: 'New Password',
  confirmNewPasswordLabel: 'Confirm New Password',
  updatePassword: 'Update Password',
  backToLogin: 'Back to Login',
  passwordUpdated: 'Password Updated!',
  passwordUpdatedRedirect: 'Your password has been changed. Taking you to the sign-in screen...',
  goToLoginNow: 'Go to Login Now',

  // Spec 1 §2: account states after sign-in
  authenticationErrorTitle: 'Authentication Error',
  accountPendingTitle: 'Account Pending Approval',
  accountPendingText: 'Your account has been created but needs role assignment by an administrator. Please contact your manager to activate your account.',
  retryConnection: 'Retry Connection',
  roleFetchNetworkHint: 'Network error occurred. Try refreshing your permissions.',
  accessDeniedRole: 'Access denied. Insufficient permissions.',
  accessDeniedSignedOut: 'Access denied. Please log in.',
  invalidQuarterRoute: 'Invalid quarter route. Expected format: /q/1, /q/2, etc.',

  // Spec 1 §2: error fallback screen
  somethingWentWrong: 'Something went wrong',
  unexpectedErrorExplanation: 'We encountered an unexpected error. Our team has been notified.',
  tryAgain: 'Try Again',
  reloadPage: 'Reload Page',
  goHome: 'Go Home',

  // Spec 1 §2: navigation bar
  screenTitle: (product: string, centerCode: string | null) => (centerCode ? `${product} ${centerCode}` : product),
  refreshRole: 'Refresh Role',
  signOut: 'Sign Out',
  centerFixed: 'Fixed',
  centerAssigned: 'Assigned',
  noLocation: 'No location',
  noWarehouses: 'No warehouses available',
  onlyAdminsSwitchWarehouses: 'Only ADMIN and SUDO users can switch warehouses',

  // Spec 1 §8: error catalogue (sign-in, reset, role, center)
  authenticationFailed: 'Authentication failed',
  unexpectedError: UNEXPECTED_ERROR,
  resetEmailFailed: 'Failed to send reset email',
  passwordUpdateFailed: 'Failed to update password',
  resetLinkInvalid: 'Invalid or expired reset link. Please request a new password reset.',
  resetLinkCheckFailed: 'Failed to verify reset link. Please try again.',
  roleFetchTimeout: 'Timeout: Role fetch took too long',
  roleForceRefreshTimeout: 'Timeout: Force role refresh took too long',
  roleFetchFailed: 'Role fetch failed. Some features may be limited. Please refresh the page.',
  roleRefreshFailed: 'Failed to refresh role. Please try again.',
  roleRefreshError: 'Error refreshing role. Please try again.',
  centerConfigNotFound: 'Center config not found',
  centerSwitchFailed: 'Failed to update warehouse assignment',

  // Not worded by the spec: single sign-on (issue 30, decision 168)
  signInWith: (providerName: string) => `Sign in with ${providerName}`,
  signInOr: 'or',
  redirectingToProvider: (providerName: string) => `Taking you to ${providerName}...`,
  localPasswordsOff: (providerName: string) => `Signing in with a password is switched off here. Use "Sign in with ${providerName}" instead.`,
  ssoNotConfigured: 'Single sign-on is not set up on this server.',
  ssoFailed: 'Single sign-on failed. Please try again, or ask your administrator.',
  ssoNoEmployeeId: 'Your company account does not carry an employee ID. Please ask your administrator.',
  ssoNoCenter: 'Your company account does not name a fulfillment center Stationboard knows. Please ask your administrator.',
  ssoAccountNotLinked:
    'An account with your employee ID exists but its email was never confirmed, so it cannot be joined to your company account. Please ask your administrator.',
  ssoOtherSubject: 'Your employee ID is already joined to a different company account. Please ask your administrator.',
  ssoEmployeeIdChanged: 'Your company account now carries a different employee ID than the one it signed in with before. Please ask your administrator.',

  // Not worded by the spec: limits on dates a request carries (decision 107)
  dateOutOfRange: (earliest: string, latest: string) => `Enter a date from ${earliest} to ${latest}`,

  // Not worded by the spec: a call that got no answer, or an answer without words
  serverTimedOut: 'The server took too long to answer',
  serverUnreachable: 'The server could not be reached',
  requestFailed: (status: number) => `Request failed (${status})`,
} as const;
